import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { OrderListSchema, type OrderRequestInput, OrderRequestSchema, type OrderStatus, PlacedOrderSchema } from '../../../../domain/order.schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** Sends the cart as an order request (the cart page's form chunk). */
export function usePlaceOrder() {
  return useMutation({
    mutationFn: (input: OrderRequestInput) => apiFetch('/api/order-requests', PlacedOrderSchema, { method: 'POST', body: JSON.stringify(input) }),
  });
}

export const useOrders = (page: number, status: OrderStatus | undefined) =>
  useQuery({
    queryKey: ['admin', 'orders', 'list', page, status ?? 'all'],
    queryFn: () => apiFetch(`/api/admin/order-requests?${new URLSearchParams({ page: String(page), ...(status ? { status } : {}) })}`, OrderListSchema),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useOrder = (id: number) =>
  useQuery({ queryKey: ['admin', 'orders', 'one', id], queryFn: () => apiFetch(`/api/admin/order-requests/${id}`, OrderRequestSchema), staleTime: 0, refetchOnMount: 'always' });

/** Confirms, ships or cancels an order request; the lists, the dashboard and the parts (stock) show it after. */
export function useMoveOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) => apiFetch(`/api/admin/order-requests/${id}/status`, OrderRequestSchema, { method: 'PUT', body: JSON.stringify({ status }) }),
    onSuccess: (order) => {
      queryClient.setQueryData(['admin', 'orders', 'one', id], order);
      for (const queryKey of [['admin', 'orders', 'list'], ['admin', 'dashboard'], ['admin', 'parts']]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
