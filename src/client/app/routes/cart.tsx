import { lazy, Suspense, useState } from 'react';

import { Page } from '../../components/layout/page.tsx';
import { PartPicture } from '../../features/catalog/components/part-picture.tsx';

/**
 * /cart. The cart lives in the browser, so its page is a chunk of its own, fetched only here: the
 * header's total and "Add to cart" are all that every public page carries of it. This route keeps the
 * page's frame and title and draws the parts' pictures (cart-page.tsx says why).
 */
const CartPage = lazy(() => import('./cart-page.tsx').then((module) => ({ default: module.CartPage })));

const picture = (imageKey: string | undefined) => (
  <PartPicture imageKey={imageKey} alt="" width={320} sizes="56px" className="size-12 shrink-0 rounded object-cover sm:size-14" />
);

export default function CartRoute() {
  const [sent, setSent] = useState(false);
  return (
    <Page title={sent ? 'Order request sent' : 'Your cart'}>
      <Suspense fallback={<p role="status" className="text-stone-600">Loading your cart…</p>}>
        <CartPage onSent={() => setSent(true)} picture={picture} />
      </Suspense>
    </Page>
  );
}
