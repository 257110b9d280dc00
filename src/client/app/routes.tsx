import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, Navigate, type RouteObject } from 'react-router';

import { siteQueryOptions } from '../features/settings/api/settings-api.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import type { Prefetch } from './prefetch.ts';
import AboutRoute from './routes/about.tsx';
import CartRoute from './routes/cart.tsx';
import CatalogRoute, { prefetch as prefetchCatalog } from './routes/catalog.tsx';
import ContactRoute from './routes/contact.tsx';
import { RouteErrorView } from './routes/error-view.tsx';
import HomeRoute, { prefetch as prefetchHome } from './routes/home.tsx';
import NotFoundRoute from './routes/not-found.tsx';
import PartRoute, { prefetch as prefetchPart } from './routes/part.tsx';
import SearchRoute, { prefetch as prefetchSearch } from './routes/search.tsx';
import ShopRoute, { prefetch as prefetchShop } from './routes/shop.tsx';
import SitesRoute from './routes/sites.tsx';

const lazyRoute = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });
/**
 * What the back office shows while its code arrives (it is rendered in the browser only): as tall as the
 * sign-in page, so the footer does not jump when the form comes (CLS 0.007 against 0.087 at one line's height).
 */
const AdminLoading = () => <p role="status" className="min-h-[28rem] p-6 text-stone-600">Loading…</p>;
/** A screen that is one named export of a module holding several (new and edit share their helpers). */
const lazyNamed = <Module,>(load: () => Promise<Module>, pick: (module: Module) => React.ComponentType) => async () => ({ Component: pick(await load()) });

const prefetchSite: Prefetch = (queryClient) => queryClient.prefetchQuery(siteQueryOptions());

/**
 * The app's pages. Public pages are in the entry bundle: the server renders them and the browser
 * takes them over at once. The admin area loads on demand and is rendered in the browser only.
 * Given a query client (the server renderer), each public page first fetches what it shows into it.
 */
export function createRoutes(queryClient?: QueryClient): RouteObject[] {
  const load = (prefetch: Prefetch) =>
    queryClient
      ? async ({ params, request }: LoaderFunctionArgs) => {
          await prefetch(queryClient, { params, url: new URL(request.url) });
          return null;
        }
      : undefined;
  return [
    {
      Component: PublicLayout,
      ErrorBoundary: RouteErrorView,
      loader: load(prefetchSite),
      children: [
        { index: true, Component: HomeRoute, loader: load(prefetchHome) },
        { path: 'search', Component: SearchRoute, loader: load(prefetchSearch) },
        { path: 'part/:id', Component: PartRoute, loader: load(prefetchPart) },
        { path: 'cart', Component: CartRoute },
        { path: 'shop', Component: ShopRoute, loader: load(prefetchShop) },
        { path: 'catalog', Component: CatalogRoute, loader: load(prefetchCatalog) },
        { path: 'about', Component: AboutRoute },
        { path: 'contact', Component: ContactRoute },
        { path: 'sites', Component: SitesRoute },
        { path: 'admin/login', HydrateFallback: AdminLoading, lazy: lazyRoute(() => import('./routes/admin/login.tsx')) },
        {
          path: 'admin',
          HydrateFallback: AdminLoading,
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
            { path: 'orders', lazy: lazyRoute(() => import('./routes/admin/orders.tsx')) },
            { path: 'orders/:id', lazy: lazyNamed(() => import('./routes/admin/orders.tsx'), (m) => m.OrderRoute) },
            { path: 'settings', lazy: lazyRoute(() => import('./routes/admin/settings.tsx')) },
            { path: 'activity', lazy: lazyRoute(() => import('./routes/admin/activity.tsx')) },
            { path: 'security', lazy: lazyRoute(() => import('./routes/admin/security.tsx')) },
            { path: 'vehicle-management', lazy: lazyRoute(() => import('./routes/admin/vehicle-management.tsx')) },
            ...['vehicle-management/new', 'vehicle-management/models/new'].map((path) => ({ path, lazy: lazyNamed(() => import('./routes/admin/vehicle-editors.tsx'), (m) => m.NewModelRoute) })),
            ...['vehicle-management/:id/edit', 'vehicle-management/models/:id/edit'].map((path) => ({ path, lazy: lazyNamed(() => import('./routes/admin/vehicle-editors.tsx'), (m) => m.EditModelRoute) })),
            { path: 'vehicle-management/makes/new', lazy: lazyNamed(() => import('./routes/admin/vehicle-editors.tsx'), (m) => m.NewMakeRoute) },
            { path: 'vehicle-management/makes/:id/edit', lazy: lazyNamed(() => import('./routes/admin/vehicle-editors.tsx'), (m) => m.EditMakeRoute) },
            { path: '*', lazy: lazyRoute(() => import('./routes/admin/admin-not-found.tsx')) },
          ],
        },
        { path: '*', Component: NotFoundRoute },
      ],
    },
  ];
}
