import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';

import { cartTotal, MAX_LINE_QUANTITY, type StoredCartLine } from '../../../domain/cart.ts';
import { reconcileCart } from '../../../domain/cart-quote.ts';
import { formatUsd } from '../../../domain/money.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { paths } from '../../../domain/paths.ts';
import { CART_QUOTE_KEY, useCartQuote } from '../../features/cart/api/cart-api.ts';
import { forgetCartChanges, useCart } from '../../features/cart/hooks/use-cart.ts';
import { useInBrowser } from '../../lib/use-in-browser.ts';
import { countOf } from '../../../domain/counts.ts';

/** The order request form (react-hook-form and zod's full build) is a chunk of its own, fetched only here. */
const OrderRequestForm = lazy(() => import('../../features/cart/components/order-request-form.tsx').then((module) => ({ default: module.OrderRequestForm })));

interface Placed {
  id: number;
  total: string;
  itemCount: number;
  email: string;
}

/**
 * The cart page's content: the parts the visitor has chosen, at today's prices, and the order request
 * form. The route (cart.tsx) gives the page its frame and the parts their pictures: this chunk imports
 * neither, because a chunk fetched later that imports the entry's own components made the bundler split
 * their helpers out of the entry into files of their own, which every public page then loaded
 * (1 KB over the JavaScript budget; bench/README.md).
 */
export function CartPage({ onSent, picture }: { onSent: () => void; picture: (imageKey: string | undefined) => ReactNode }) {
  // The cart lives in the browser only: nothing of it while the server renders.
  const inBrowser = useInBrowser();
  const cart = useCart();
  const quote = useCartQuote(cart.lines);
  const queryClient = useQueryClient();
  const [placed, setPlaced] = useState<Placed | null>(null);

  // The shop's answer is for the lines it was asked about: applied once it has arrived for the cart as it is.
  const { replace } = cart;
  const answer = quote.isPlaceholderData ? undefined : quote.data;
  useEffect(() => forgetCartChanges, []);
  useEffect(() => {
    if (!answer) return;
    const update = reconcileCart(cart.lines, answer);
    if (update) replace(update.lines, update.notes);
  }, [answer, cart.lines, replace]);

  if (placed) {
    return (
      <div role="status" className="max-w-3xl rounded-lg border border-green-200 bg-green-50 p-6 text-green-900">
        <p className="text-lg font-semibold">Thank you: your order request #{placed.id} is sent.</p>
        <p className="mt-2">
          {countOf(placed.itemCount, 'part')}, {formatUsd(placed.total)} before shipping. We have set them aside and will e-mail you at{' '}
          <strong>{placed.email}</strong> within one working day with the shipping cost and how to pay.
        </p>
        <Link to={paths.search()} className={buttonClass('secondary', 'mt-4')}>Continue shopping</Link>
      </div>
    );
  }

  return (
    <>
      <div role="status" aria-live="polite" className="mb-4 empty:hidden">
        {cart.changes.length ? (
          <ul className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
            {cart.changes.map((note, index) => <li key={index}>{note}</li>)}
          </ul>
        ) : null}
      </div>
      {!inBrowser ? (
        <p className="text-stone-600">Loading your cart…</p>
      ) : cart.lines.length === 0 ? (
        <div className="rounded-lg border border-stone-200 bg-white p-6">
          <p className="text-lg">Your cart is empty.</p>
          <p className="mt-1 text-stone-700">Find a part, then choose “Add to cart” on its page.</p>
          <Link to={paths.search()} className={buttonClass('primary', 'mt-4')}>Search parts</Link>
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <section aria-labelledby="cart-parts">
            <h2 id="cart-parts" className="sr-only">Parts in your cart</h2>
            {quote.isError ? (
              <Alert className="mb-4">
                Failed to check today&apos;s prices and stock. The prices shown are those of when you added the parts;{' '}
                <button type="button" className="font-semibold underline" onClick={() => quote.refetch()}>try again</button>.
              </Alert>
            ) : null}
            <CartTable lines={cart.lines} available={new Map(answer?.lines.map((line) => [line.partId, line.available]))} onQuantity={cart.setQuantity} onRemove={cart.remove} total={cart.total} picture={picture} />
          </section>
          <section aria-labelledby="cart-request" className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
            <h2 id="cart-request" className="font-display text-xl font-bold">Send an order request</h2>
            <p className="mt-2 text-stone-700">Nothing is charged now. We set the parts aside and e-mail you within one working day with the shipping cost and how to pay.</p>
            <div className="mt-4">
              <Suspense fallback={<p role="status" className="text-stone-600">Loading the form…</p>}>
                <OrderRequestForm
                  lines={cart.lines}
                  onPlaced={(order, email) => {
                    cart.clear();
                    setPlaced({ ...order, email });
                    onSent();
                    // The parts' stock has changed: pages read from here on show it.
                    void queryClient.invalidateQueries({ queryKey: ['catalog'] });
                  }}
                  onShortage={() => void queryClient.invalidateQueries({ queryKey: CART_QUOTE_KEY })}
                />
              </Suspense>
            </div>
          </section>
        </div>
      )}
    </>
  );
}

function CartTable({ lines, available, onQuantity, onRemove, total, picture }: { lines: readonly StoredCartLine[]; available: Map<number, number>; onQuantity: (partId: number, quantity: number) => void; onRemove: (partId: number) => void; total: string; picture: (imageKey: string | undefined) => ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Parts in your cart, with their prices and quantities</caption>
        <thead className="bg-stone-100 text-xs tracking-wide text-stone-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">Part</th>
            <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">Price</th>
            <th scope="col" className="px-3 py-2">Quantity</th>
            <th scope="col" className="px-3 py-2 text-right">Total</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {lines.map((line) => (
            <tr key={line.partId}>
              <td className="px-3 py-3">
                <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-3">
                  {picture(line.image ?? undefined)}
                  <div>
                    <Link to={paths.part(line.partId)} className="font-semibold text-brand-800 underline">{line.name}</Link>
                    <span className="block font-mono text-xs text-stone-600">{line.sku}</span>
                    <span className="block text-xs text-stone-600 sm:hidden">{formatUsd(line.unitPrice)} each</span>
                  </div>
                </div>
              </td>
              <td className="hidden px-3 py-3 text-right whitespace-nowrap sm:table-cell">{formatUsd(line.unitPrice)}</td>
              <td className="px-3 py-3">
                <QuantityCell line={line} available={available.get(line.partId)} onQuantity={onQuantity} onRemove={onRemove} />
              </td>
              <td className="px-3 py-3 text-right font-semibold whitespace-nowrap">{formatUsd(cartTotal([line]))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-stone-200">
            {/* The price column is not shown on a phone: the total's label spans one column less there. */}
            <th scope="row" colSpan={2} className="px-3 py-3 text-right sm:hidden">Total before shipping</th>
            <th scope="row" colSpan={3} className="hidden px-3 py-3 text-right sm:table-cell">Total before shipping</th>
            <td className="px-3 py-3 text-right text-lg font-bold whitespace-nowrap">{formatUsd(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** A line's quantity: changed as typed when it is a whole number within what is left; Remove takes the line out. */
function QuantityCell({ line, available, onQuantity, onRemove }: { line: StoredCartLine; available: number | undefined; onQuantity: (partId: number, quantity: number) => void; onRemove: (partId: number) => void }) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const max = Math.min(available ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
  return (
    <div className="flex flex-wrap items-center gap-x-2">
      <label htmlFor={id} className="sr-only">Quantity of {line.name}</label>
      <div className="w-16">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={typed ?? String(line.quantity)}
          onChange={(event) => {
            setTyped(event.target.value);
            const quantity = Number(event.target.value);
            if (/^\d+$/.test(event.target.value) && quantity >= 1) onQuantity(line.partId, Math.min(quantity, max));
          }}
          onBlur={() => setTyped(null)}
          className={`${inputClass} mt-0`}
        />
      </div>
      <Button variant="ghost" className="px-2 text-red-800" aria-label={`Remove ${line.name}`} onClick={() => onRemove(line.partId)}>Remove</Button>
    </div>
  );
}
