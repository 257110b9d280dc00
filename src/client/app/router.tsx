import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';

import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteErrorView } from './routes/error-view.tsx';

const lazyRoute = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

const router = createBrowserRouter([
  {
    Component: PublicLayout,
    ErrorBoundary: RouteErrorView,
    children: [
      { index: true, lazy: lazyRoute(() => import('./routes/home.tsx')) },
      { path: 'search', lazy: lazyRoute(() => import('./routes/search.tsx')) },
      { path: 'part/:id', lazy: lazyRoute(() => import('./routes/part.tsx')) },
      { path: 'shop', lazy: lazyRoute(() => import('./routes/shop.tsx')) },
      { path: 'catalog', lazy: lazyRoute(() => import('./routes/catalog.tsx')) },
      { path: 'about', lazy: lazyRoute(() => import('./routes/about.tsx')) },
      { path: 'contact', lazy: lazyRoute(() => import('./routes/contact.tsx')) },
      { path: 'sites', lazy: lazyRoute(() => import('./routes/sites.tsx')) },
      { path: 'admin/login', lazy: lazyRoute(() => import('./routes/admin/login.tsx')) },
      {
        path: 'admin',
        lazy: async () => ({ Component: (await import('./layouts/admin-layout.tsx')).AdminLayout }),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          { path: 'dashboard', lazy: lazyRoute(() => import('./routes/admin/dashboard.tsx')) },
          { path: 'parts', lazy: lazyRoute(() => import('./routes/admin/parts-list.tsx')) },
          { path: 'parts/new', lazy: lazyRoute(() => import('./routes/admin/part-new.tsx')) },
          { path: 'parts/:id/edit', lazy: lazyRoute(() => import('./routes/admin/part-edit.tsx')) },
          { path: '*', lazy: lazyRoute(() => import('./routes/admin/admin-not-found.tsx')) },
        ],
      },
      { path: '*', lazy: lazyRoute(() => import('./routes/not-found.tsx')) },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
