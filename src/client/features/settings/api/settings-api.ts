import { queryOptions, useQuery } from '@tanstack/react-query';

import { PublicSiteSchema } from '../../../../domain/public-site.schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const SITE_QUERY_KEY = ['site'] as const;

export const siteQueryOptions = () => queryOptions({ queryKey: SITE_QUERY_KEY, queryFn: () => apiFetch('/api/site', PublicSiteSchema), staleTime: 5 * 60_000 });

/** The shop's details for the public pages: contact, about text, other sites. */
export const useSite = () => useQuery(siteQueryOptions());
