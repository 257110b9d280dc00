/** The app: loaded by boot.ts, once a page the server rendered has been painted. */
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { createRoutes } from './app/routes.tsx';
import { readPageData } from './lib/page-data.ts';
import { createQueryClient } from './lib/query-client.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Failed to find the root element');

/**
 * Marks the page as taken over by the app: until then a visitor's clicks reach the plain page the
 * server sent (links and forms still work), and the end-to-end tests wait for this mark before acting.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes());
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppReady />
    </QueryClientProvider>
  </StrictMode>
);

// A public page arrives rendered with its data (ADR 010): the browser takes it over with that data,
// fetching nothing again. The admin area arrives empty and is rendered here.
const pageData = readPageData();
if (pageData) {
  hydrate(queryClient, pageData.queries);
  // As a transition, React hydrates in slices and lets the browser answer the visitor in between,
  // instead of one long task (a phone's slow CPU would feel it as a page that ignores taps).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
