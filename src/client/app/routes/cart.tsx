import { lazy, Suspense } from 'react';

/**
 * /cart. The cart lives in the browser, so its page is a chunk of its own, fetched only here: the
 * header's total and the part page's "Add to cart" are all that every public page carries of it.
 */
const CartPage = lazy(() => import('./cart-page.tsx').then((module) => ({ default: module.CartPage })));

export default function CartRoute() {
  return (
    <Suspense fallback={<p role="status" className="mx-auto max-w-7xl px-4 py-10 text-stone-600">Loading your cart…</p>}>
      <CartPage />
    </Suspense>
  );
}
