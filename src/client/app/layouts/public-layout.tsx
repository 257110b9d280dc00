import { Outlet, ScrollRestoration } from 'react-router';

import { Header } from '../../components/layout/header.tsx';
import { CartLink } from '../../features/cart/components/cart-link.tsx';
import { Footer } from './footer.tsx';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-stone-900">
        Skip to content
      </a>
      <Header cart={<CartLink />} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
