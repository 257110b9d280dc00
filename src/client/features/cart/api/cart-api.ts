import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { CartLine } from '../../../../domain/cart.ts';
import { CartQuoteSchema } from '../../../../domain/cart-quote.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const CART_QUOTE_KEY = ['cart', 'quote'] as const;

/** What the cart costs now and what is on the shelf: asked again whenever the cart changes. */
export const useCartQuote = (lines: readonly CartLine[]) =>
  useQuery({
    queryKey: [...CART_QUOTE_KEY, lines.map((line) => `${line.partId}x${line.quantity}`).join(',')],
    queryFn: () => apiFetch('/api/catalog/cart', CartQuoteSchema, { method: 'POST', body: JSON.stringify({ lines: lines.map(({ partId, quantity }) => ({ partId, quantity })) }) }),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
