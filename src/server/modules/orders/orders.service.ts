import { formatUsd } from '../../../domain/money.ts';
import { availableQuantity, type CartLine, cartItemCount, cartTotal } from '../../../domain/cart.ts';
import { type CartQuote, mergeCartLines } from '../../../domain/cart-quote.ts';
import {
  canMoveOrder,
  ORDER_MESSAGES,
  ORDERS_PAGE_SIZE,
  type OrderRequest,
  type OrderRequestInput,
  type OrderStatus,
  type OrderSummary,
  orderMoveRefused,
  type PlacedOrder,
} from '../../../domain/order.schema.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { type Actor, recordActivity } from '../activity/activity.repository.ts';
import { findPartsStock, type PartStockRow, returnStock, takeStock } from '../parts/parts.repository.ts';
import { mayMailBuyer, orderRequestMails } from '../../../domain/mail.ts';
import type { MailStatus } from '../../../domain/mail.schema.ts';
import { countMailTo, findMailAbout } from '../mail/mail.repository.ts';
import type { ShopMail } from '../mail/shop-mail.ts';
import { countHourlyRequest } from '../rate-limits/hourly-limit.ts';
import { findOrderRequest, insertOrderRequest, listOrderRequests, listOrderRequestsAfter, type OrderLineRow, type OrderRequestRow, setOrderRequestStatus } from './orders.repository.ts';
import { paths } from '../../../domain/paths.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Order requests one address may send per hour: a restorer sends one or two; a robot draining the shelves is stopped. */
export const ORDER_REQUESTS_PER_HOUR = 5;

/** What a cart costs now and what is on the shelf for each of its parts. */
export async function quoteCart(db: Db, lines: readonly CartLine[]): Promise<CartQuote> {
  const merged = mergeCartLines(lines);
  const byId = new Map((await findPartsStock(db, merged.map((line) => line.partId))).map((row) => [row.id, row]));
  return {
    lines: merged.flatMap((line) => {
      const part = byId.get(line.partId);
      return part ? [{ partId: part.id, sku: part.sku, name: part.name, image: part.image, unitPrice: part.regularPrice, quantity: line.quantity, available: availableQuantity(part) }] : [];
    }),
    gone: merged.filter((line) => !byId.has(line.partId)).map((line) => line.partId),
  };
}

/**
 * Stores an order request and takes its parts off the shelf, in one transaction: every line is taken,
 * or none and the visitor is asked to check the cart again. Lines are taken in the order of their
 * parts' ids, so two requests for the same parts wait for each other instead of deadlocking. A filled-in
 * trap field means a robot: it is answered as if all went well and nothing is kept.
 */
export async function placeOrderRequest(db: Db, input: OrderRequestInput, sender: { ipAddress: string; now: Date }, mail?: ShopMail): Promise<PlacedOrder> {
  if (input.website) return { id: 0, total: '0.00', itemCount: 0 };
  await countHourlyRequest(db, `order:${sender.ipAddress}`, ORDER_REQUESTS_PER_HOUR, sender.now, ORDER_MESSAGES.tooMany);
  const lines = mergeCartLines(input.lines);
  const placed = await db.transaction(async (tx) => {
    const taken = new Map<number, PartStockRow>();
    for (const line of [...lines].sort((a, b) => a.partId - b.partId)) {
      const part = await takeStock(tx, line.partId, line.quantity);
      if (!part) throw new ConflictError(ORDER_MESSAGES.shortage);
      taken.set(line.partId, part);
    }
    const orderLines = lines.map((line) => {
      const part = taken.get(line.partId)!;
      return { partId: part.id, sku: part.sku, name: part.name, unitPrice: part.regularPrice, quantity: line.quantity };
    });
    const total = cartTotal(orderLines);
    const itemCount = cartItemCount(orderLines);
    const { name, email, phone, address, city, region, postalCode, country, note } = input;
    const order = await insertOrderRequest(tx, { name, email, phone, address, city, region, postalCode, country, note, total, itemCount }, orderLines);
    await recordActivity(tx, { id: null, email }, {
      action: 'create',
      entityType: 'order_request',
      entityId: order.id,
      summary: `Order request #${order.id} from ${name}: ${itemCount} ${itemCount === 1 ? 'part' : 'parts'}, ${formatUsd(total)}`,
    });
    // The owner is told of it and the buyer gets what they asked for, or neither if the request is not kept;
    // an address already sent its day's confirmations gets no more (BUYER_MAILS_PER_DAY).
    if (mail) {
      const mailsToBuyer = await countMailTo(tx, email, new Date(sender.now.getTime() - DAY_MS));
      await mail.queue(tx, sender.now, { key: orderMailKey(order.id), path: paths.admin.order(order.id) }, (shop, link) =>
        orderRequestMails({ id: order.id, name, email, phone, address, city, region, postalCode, country, note, lines: orderLines, total, itemCount, link }, shop, mayMailBuyer(email, mailsToBuyer, shop)),
      );
    }
    return { id: order.id, total, itemCount };
  });
  mail?.sendSoon();
  return placed;
}

/** The e-mails of an order request are filed under this key (outgoing_mail.about). */
const orderMailKey = (id: number) => `order_request:${id}`;

/** What became of an order request's e-mails (none when the shop sends no e-mail). */
export async function orderMails(db: Db, id: number): Promise<MailStatus[]> {
  if (!(await findOrderRequest(db, id))) throw new NotFoundError(ORDER_MESSAGES.notFound);
  return findMailAbout(db, orderMailKey(id));
}

function toSummary(row: OrderRequestRow): OrderSummary {
  return { id: row.id, name: row.name, email: row.email, status: row.status as OrderStatus, total: row.total, itemCount: row.itemCount, createdAt: row.createdAt.toISOString() };
}

function toOrderRequest(row: OrderRequestRow, lines: OrderLineRow[]): OrderRequest {
  return {
    ...toSummary(row),
    phone: row.phone,
    address: row.address,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    country: row.country,
    note: row.note,
    lines: lines.map(({ partId, sku, name, unitPrice, quantity }) => ({ partId, sku, name, unitPrice, quantity })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Order requests after `afterId`, oldest first (of one status when given), as the API shows them: the CSV export's batches. */
export async function orderRequestsAfter(db: Db, afterId: number, limit: number, status?: OrderStatus): Promise<OrderRequest[]> {
  return (await listOrderRequestsAfter(db, afterId, limit, status)).map(({ order, lines }) => toOrderRequest(order, lines));
}

export async function listOrders(db: Db, page: number, status?: OrderStatus) {
  const { rows, total, fresh } = await listOrderRequests(db, page, ORDERS_PAGE_SIZE, status);
  return { items: rows.map(toSummary), total, page, pageSize: ORDERS_PAGE_SIZE, new: fresh };
}

export async function getOrder(db: Db, id: number): Promise<OrderRequest> {
  const found = await findOrderRequest(db, id);
  if (!found) throw new NotFoundError(ORDER_MESSAGES.notFound);
  return toOrderRequest(found.order, found.lines);
}

/**
 * Moves an order request on (confirmed, shipped) or cancels it. Cancelling puts its parts back on the
 * shelf, in the same transaction, in the order of their ids; a part deleted since is left alone.
 */
export async function moveOrder(db: Db, actor: Actor, id: number, to: OrderStatus): Promise<OrderRequest> {
  return db.transaction(async (tx) => {
    const found = await findOrderRequest(tx, id, { lock: true });
    if (!found) throw new NotFoundError(ORDER_MESSAGES.notFound);
    const from = found.order.status as OrderStatus;
    if (from === to) return toOrderRequest(found.order, found.lines);
    if (!canMoveOrder(from, to)) throw new ConflictError(orderMoveRefused(from, to));
    if (to === 'cancelled') {
      const back = found.lines.filter((line) => line.partId !== null).sort((a, b) => a.partId! - b.partId!);
      for (const line of back) await returnStock(tx, line.partId!, line.quantity);
    }
    const row = await setOrderRequestStatus(tx, id, from, to);
    if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
    const summary =
      to === 'cancelled'
        ? `Cancelled order request #${id} from ${row.name}; its parts are back in stock`
        : `Marked order request #${id} from ${row.name} as ${to}`;
    await recordActivity(tx, actor, { action: 'update', entityType: 'order_request', entityId: id, summary });
    return toOrderRequest(row, found.lines);
  });
}
