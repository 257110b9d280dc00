import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';

import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteErrorView } from './routes/error-view.tsx';

const lazyRoute = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });
/** A screen that is one named export of a module holding several (new and edit share their helpers). */
const lazyNamed = <Module,>(load: () => Promise<Module>, pick: (module: Module) => React.ComponentType) => async () => ({ Component: pick(await load()) });

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
          { path: 'parts/new', lazy: lazyNamed(() => import('./routes/admin/part-editor.tsx'), (m) => m.NewPartRoute) },
          { path: 'parts/:id/edit', lazy: lazyNamed(() => import('./routes/admin/part-editor.tsx'), (m) => m.EditPartRoute) },
          { path: 'categories', lazy: lazyRoute(() => import('./routes/admin/categories-list.tsx')) },
          { path: 'categories/new', lazy: lazyNamed(() => import('./routes/admin/category-editor.tsx'), (m) => m.NewCategoryRoute) },
          { path: 'categories/:id/edit', lazy: lazyNamed(() => import('./routes/admin/category-editor.tsx'), (m) => m.EditCategoryRoute) },
          { path: 'categories/sections/new', lazy: lazyNamed(() => import('./routes/admin/section-editor.tsx'), (m) => m.NewCategorySectionRoute) },
          { path: 'sections', lazy: lazyRoute(() => import('./routes/admin/sections-list.tsx')) },
          { path: 'sections/new', lazy: lazyNamed(() => import('./routes/admin/section-editor.tsx'), (m) => m.NewSectionRoute) },
          { path: 'sections/:id/edit', lazy: lazyNamed(() => import('./routes/admin/section-editor.tsx'), (m) => m.EditSectionRoute) },
          { path: 'messages', lazy: lazyRoute(() => import('./routes/admin/messages.tsx')) },
          { path: 'messages/:id', lazy: lazyNamed(() => import('./routes/admin/messages.tsx'), (m) => m.MessageRoute) },
          { path: 'settings', lazy: lazyRoute(() => import('./routes/admin/settings.tsx')) },
          { path: 'vehicle-management', lazy: lazyRoute(() => import('./routes/admin/vehicle-management.tsx')) },
          ...['vehicle-management/new', 'vehicle-management/models/new'].map((path) => ({ path, lazy: lazyNamed(() => import('./routes/admin/vehicle-editors.tsx'), (m) => m.NewModelRoute) })),
          ...['vehicle-management/:id/edit', 'vehicle-management/models/:id/edit'].map((path) => ({ path, lazy: lazyNamed(() => import('./routes/admin/vehicle-editors.tsx'), (m) => m.EditModelRoute) })),
          { path: 'vehicle-management/makes/new', lazy: lazyNamed(() => import('./routes/admin/vehicle-editors.tsx'), (m) => m.NewMakeRoute) },
          { path: 'vehicle-management/makes/:id/edit', lazy: lazyNamed(() => import('./routes/admin/vehicle-editors.tsx'), (m) => m.EditMakeRoute) },
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
