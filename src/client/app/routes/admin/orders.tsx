import { useState } from 'react';
import { Link, useParams } from 'react-router';

import { cartTotal } from '../../../../domain/cart.ts';
import { formatUsd } from '../../../../domain/money.ts';
import { orderReplyMailto } from '../../../../domain/replies.ts';
import { nextOrderStatuses, ORDER_MESSAGES, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderRequest, type OrderStatus } from '../../../../domain/order.schema.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { SaveErrorAlert } from '../../../components/ui/save-error-alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { inputClass, labelClass } from '../../../components/ui/form-field.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { paths } from '../../../../domain/paths.ts';
import { useMoveOrder, useOrder, useOrders } from '../../../features/cart/api/orders-api.ts';
import { SentMails } from '../../../features/mail/components/sent-mails.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { shopName } from '../../../lib/site.ts';
import { countOf, formatCount } from '../../../../domain/counts.ts';

const STATUS_BADGE: Record<OrderStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-sky-100 text-sky-900',
  shipped: 'bg-green-100 text-green-900',
  cancelled: 'bg-stone-200 text-stone-700',
};

function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[status]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}

const isStatus = (value: string | null): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value ?? '');

/** /admin/orders: order requests from the cart, newest first, filtered by status. */
export default function OrdersRoute() {
  usePageTitle('Order Requests');
  const { params, update } = useUrlState();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const orders = useOrders(page, status);
  const pageCount = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.pageSize)) : 1;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold">Order Requests</h1>
          {orders.data ? (
            <p className="text-sm text-stone-700" aria-live="polite">
              {status ? `${formatCount(orders.data.total)} ${ORDER_STATUS_LABELS[status].toLowerCase()}` : `${formatCount(orders.data.new)} new of ${formatCount(orders.data.total)}`}
            </p>
          ) : null}
        </div>
        <a href={paths.admin.export('order-requests', { status })} download className={buttonClass('secondary', 'ml-auto')}>{status ? `Export the ${ORDER_STATUS_LABELS[status].toLowerCase()} ones (CSV)` : 'Export CSV'}</a>
        <div>
          <label htmlFor="orders-status" className={labelClass}>Status</label>
          <select id="orders-status" className={`${inputClass} w-48`} value={status ?? ''} onChange={(event) => update({ status: event.target.value || undefined })}>
            <option value="">All</option>
            {ORDER_STATUSES.map((value) => <option key={value} value={value}>{ORDER_STATUS_LABELS[value]}</option>)}
          </select>
        </div>
      </div>
      {orders.isError ? <Alert>{ORDER_MESSAGES.fetchFailed}</Alert> : null}
      <ListTable
        caption="Order requests sent from the cart"
        columns={[{ label: 'Request' }, { label: 'From' }, { label: 'Received', className: 'hidden sm:table-cell' }, { label: 'Total', className: 'text-right' }, { label: 'Status' }]}
        loading={orders.isPending}
        empty={orders.data?.items.length === 0 ? (status ? `No ${ORDER_STATUS_LABELS[status].toLowerCase()} order requests.` : 'No order requests yet.') : null}
      >
        {orders.data?.items.map((order) => (
          <tr key={order.id} className={order.status === 'new' ? 'bg-amber-50/60' : ''}>
            <td className="px-3 py-2"><Link to={paths.admin.order(order.id)} className="font-semibold text-brand-800 underline">#{order.id}</Link></td>
            <td className="px-3 py-2">{order.name}<span className="block text-xs text-stone-600">{countOf(order.itemCount, 'part')}</span></td>
            <td className="hidden px-3 py-2 whitespace-nowrap text-stone-700 sm:table-cell">{formatDateTime(order.createdAt)}</td>
            <td className="px-3 py-2 text-right whitespace-nowrap">{formatUsd(order.total)}</td>
            <td className="px-3 py-2"><StatusBadge status={order.status} /></td>
          </tr>
        ))}
      </ListTable>
      <Pager page={page} pageCount={pageCount} onPage={(next) => update({ page: String(next) })} />
    </div>
  );
}

const ACTION_LABELS: Record<OrderStatus, string> = { new: 'Mark as new', confirmed: 'Mark confirmed', shipped: 'Mark shipped', cancelled: 'Cancel request' };

function OrderDetails({ order }: { order: OrderRequest }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="px-3 pt-3 text-left font-semibold text-stone-900">Parts requested</caption>
          <thead className="bg-stone-100 text-xs tracking-wide text-stone-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">Part</th>
              <th scope="col" className="px-3 py-2 text-right">Price</th>
              <th scope="col" className="px-3 py-2 text-right">Quantity</th>
              <th scope="col" className="px-3 py-2 text-right">Total</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {order.lines.map((line, index) => (
              <tr key={index}>
                <td className="px-3 py-2">
                  {line.partId ? <Link to={paths.admin.editPart(line.partId)} className="text-brand-800 underline">{line.name}</Link> : <>{line.name} <span className="text-stone-600">(deleted since)</span></>}
                  <span className="block font-mono text-xs text-stone-600">{line.sku}</span>
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap">{formatUsd(line.unitPrice)}</td>
                <td className="px-3 py-2 text-right">{line.quantity}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">{formatUsd(cartTotal([line]))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-stone-200">
              <th scope="row" colSpan={3} className="px-3 py-2 text-right">Total before shipping</th>
              <td className="px-3 py-2 text-right font-bold whitespace-nowrap">{formatUsd(order.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <dl className="grid h-fit grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-stone-200 bg-white p-5 text-sm">
        <dt className="font-semibold">From</dt>
        <dd>{order.name}</dd>
        <dt className="font-semibold">E-mail</dt>
        <dd><a className="break-all text-brand-800 underline" href={`mailto:${order.email}`}>{order.email}</a></dd>
        {order.phone ? (<><dt className="font-semibold">Phone</dt><dd><a className="text-brand-800 underline" href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}>{order.phone}</a></dd></>) : null}
        <dt className="font-semibold">Ship to</dt>
        {/* Text, never HTML: whatever a visitor wrote is shown as they wrote it. */}
        <dd className="whitespace-pre-line">{[order.address, [order.city, order.region, order.postalCode].filter(Boolean).join(', '), order.country].join('\n')}</dd>
        <dt className="font-semibold">Received</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        {order.note ? (<><dt className="font-semibold">Note</dt><dd className="whitespace-pre-line">{order.note}</dd></>) : null}
      </dl>
    </div>
  );
}

/** /admin/orders/{id}: one order request; the owner confirms, ships or cancels it. */
export function OrderRoute() {
  const id = Number(useParams().id);
  const order = useOrder(id);
  const move = useMoveOrder(id);
  const [cancelling, setCancelling] = useState(false);
  usePageTitle(order.data ? `Order request #${order.data.id}` : 'Order request');
  const { data } = order;

  if (order.isError) return <Alert>{order.error instanceof ApiError && order.error.status === 404 ? 'This order request does not exist.' : ORDER_MESSAGES.fetchFailed}</Alert>;
  if (!data) return <p role="status" className="text-stone-600">Loading the order request…</p>;
  const next = nextOrderStatuses(data.status);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold">Order request #{data.id}</h1>
        <StatusBadge status={data.status} />
        <div className="ml-auto flex flex-wrap gap-2">
          <Link to={paths.admin.orders} className={buttonClass('secondary')}>All order requests</Link>
          {/* The answer the buyer was promised, begun in the owner's own mail program: the parts set aside, their total, shipping and payment to fill in. */}
          <a href={orderReplyMailto(data, shopName())} className={buttonClass('secondary')}>Reply by e-mail</a>
          {next.map((status) =>
            status === 'cancelled' ? (
              <Button key={status} variant="danger" disabled={move.isPending} onClick={() => setCancelling(true)}>{ACTION_LABELS[status]}</Button>
            ) : (
              <Button key={status} disabled={move.isPending} onClick={() => move.mutate(status)}>{ACTION_LABELS[status]}</Button>
            ),
          )}
        </div>
      </div>
      <div aria-live="polite">{move.isSuccess ? <p className="text-sm text-green-800">Marked {ORDER_STATUS_LABELS[move.data.status].toLowerCase()}.</p> : null}</div>
      <SaveErrorAlert error={move.error} fallback="Failed to update the order request. Please try again." />
      <OrderDetails order={data} />
      <SentMails about={{ kind: 'order-requests', id: data.id }} buyer={data.email} />
      <ConfirmDialog
        open={cancelling}
        title="Cancel order request"
        description={`Cancel order request #${data.id} from ${data.name}? Its parts go back in stock. Tell the buyer yourself; no e-mail is sent.`}
        confirmLabel="Cancel request"
        cancelLabel="Keep request"
        pendingLabel="Cancelling..."
        pending={move.isPending}
        onConfirm={() => move.mutate('cancelled', { onSettled: () => setCancelling(false) })}
        onCancel={() => setCancelling(false)}
      />
    </div>
  );
}
