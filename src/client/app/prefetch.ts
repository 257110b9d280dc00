import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

export interface PageAddress {
  params: Params;
  url: URL;
}

/**
 * What a page shows first, fetched into the query cache before the server renders it (ADR 010).
 * The page's components read the same queries, so the HTML holds the content and the browser,
 * handed the cache, takes the page over without fetching it again.
 */
export type Prefetch = (queryClient: QueryClient, page: PageAddress) => Promise<unknown>;
