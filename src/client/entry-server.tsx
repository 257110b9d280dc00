/**
 * The server renderer of the public pages (ADR 010), built by `vite build --ssr` into
 * dist/server/entry-server.js and loaded by the server (src/server/plugins/spa.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';

import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { createRoutes } from './app/routes.tsx';
import { setApiTransport } from './lib/api-client.ts';
import { pageDataScript } from './lib/page-data.ts';
import { setRenderedShopName } from './lib/site.ts';

export interface RenderRequest {
  /** The page's whole address, as the visitor asked for it. */
  url: string;
  /** Calls the shop's own API on behalf of this visitor (the server answers it in process). */
  fetch: typeof fetch;
  shopName: string;
}

export interface RenderedPage {
  /** The app's markup, to go inside the page's root element. */
  html: Readable;
  /** The script block with the data the page was rendered with, for the browser to take over. */
  dataScript: string;
  /** 404 when no page lives at the address (the not-found page was rendered). */
  status: number;
}

// Each page's API calls go through the fetch of the request being rendered, wherever they start.
const requestFetch = new AsyncLocalStorage<typeof fetch>();
setApiTransport(() => requestFetch.getStore() ?? (() => Promise.reject(new Error('An API call was made outside a page render'))));

/** Renders one public page with its data; null when the router answers with something other than a page. */
export async function renderPage({ url, fetch, shopName }: RenderRequest): Promise<RenderedPage | null> {
  setRenderedShopName(shopName);
  // One cache per page: nothing one visitor's page fetched is shown to another's.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await requestFetch.run(fetch, () => handler.query(new Request(url)));
  if (context instanceof Response) return null;
  // What failed to load is left for the browser to ask again, as it would without the server:
  // the server renders it as loading, and so does the browser's first render.
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  const router = createStaticRouter(handler.dataRoutes, context);

  const html = await new Promise<Readable>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </StrictMode>,
      {
        // Every Suspense boundary inline, in place: React outlines a boundary that would add too many bytes
        // to the page written before it (a part page with "More for this car" and the lazily loaded stock
        // alert form), completing it by an inline script, which the Content-Security-Policy refuses, so the
        // browser found the boundary unfinished (React error 419). The page is sent whole (onAllReady) anyway.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => resolve(stream.pipe(new PassThrough())),
        onShellError: reject,
      },
    );
  });
  const notFound = context.matches.some((match) => match.route.path === '*');
  return { html, dataScript: pageDataScript({ queries: dehydrate(queryClient) }), status: notFound ? 404 : context.statusCode };
}
