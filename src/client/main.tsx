import './styles.css';

import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { createRoutes } from './app/routes.tsx';
import { readPageData } from './lib/page-data.ts';
import { createQueryClient } from './lib/query-client.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Failed to find the root element');

const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes());
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

// A public page arrives rendered with its data (ADR 010): the browser takes it over with that data,
// fetching nothing again. The admin area arrives empty and is rendered here.
const pageData = readPageData();
if (pageData) {
  hydrate(queryClient, pageData.queries);
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
