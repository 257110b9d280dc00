import { Link } from 'react-router';

import { formatUsd } from '../../../../domain/money.ts';
import { CartIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../../domain/paths.ts';
import { useCart } from '../hooks/use-cart.ts';

/** The header's cart: its total (SPEC §1's cart display) and how many parts it holds, linking to the cart. */
export function CartLink() {
  const { total, itemCount } = useCart();
  return (
    <Link to={paths.cart} className="flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-semibold hover:bg-stone-800">
      <CartIcon />
      <span className="sr-only">Cart total</span>
      <span>{formatUsd(total)}</span>
      {itemCount > 0 ? (
        <span className="min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 text-white">
          {itemCount}
          <span className="sr-only"> {itemCount === 1 ? 'part' : 'parts'} in the cart</span>
        </span>
      ) : null}
    </Link>
  );
}
