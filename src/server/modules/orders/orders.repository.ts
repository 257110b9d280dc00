import { and, asc, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';

import type { OrderStatus } from '../../../domain/order.schema.ts';
import type { Db } from '../../db/client.ts';
import { orderRequestLines, orderRequests } from '../../db/schema/index.ts';

/** The order_requests and order_request_lines tables. */
export type OrderRequestRow = typeof orderRequests.$inferSelect;
export type OrderLineRow = typeof orderRequestLines.$inferSelect;

export async function insertOrderRequest(
  tx: Db,
  values: Omit<typeof orderRequests.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'status'>,
  lines: Omit<OrderLineRow, 'orderId' | 'position'>[],
): Promise<OrderRequestRow> {
  const [row] = await tx.insert(orderRequests).values(values).returning();
  await tx.insert(orderRequestLines).values(lines.map((line, position) => ({ ...line, orderId: row!.id, position })));
  return row!;
}

/** Newest first, optionally only those with one status. */
export async function listOrderRequests(db: Db, page: number, pageSize: number, status?: OrderStatus) {
  const where: SQL | undefined = status ? eq(orderRequests.status, status) : undefined;
  const [rows, [total], fresh] = await Promise.all([
    db.select().from(orderRequests).where(where).orderBy(desc(orderRequests.createdAt), desc(orderRequests.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orderRequests).where(where),
    countNewOrderRequests(db),
  ]);
  return { rows, total: total?.n ?? 0, fresh };
}

export async function countNewOrderRequests(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orderRequests).where(eq(orderRequests.status, 'new'));
  return row?.n ?? 0;
}

/** An order request and its lines; `lock` holds the request's row until the transaction ends. */
export async function findOrderRequest(db: Db, id: number, options: { lock?: boolean } = {}): Promise<{ order: OrderRequestRow; lines: OrderLineRow[] } | undefined> {
  const query = db.select().from(orderRequests).where(eq(orderRequests.id, id));
  const [order] = options.lock ? await query.for('update') : await query;
  if (!order) return undefined;
  const lines = await db.select().from(orderRequestLines).where(eq(orderRequestLines.orderId, id)).orderBy(orderRequestLines.position);
  return { order, lines };
}

export async function setOrderRequestStatus(tx: Db, id: number, from: OrderStatus, to: OrderStatus): Promise<OrderRequestRow | undefined> {
  const [row] = await tx
    .update(orderRequests)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(orderRequests.id, id), eq(orderRequests.status, from)))
    .returning();
  return row;
}

/** Order requests after `afterId`, oldest first, each with its lines: the CSV export reads them a batch at a time. */
export async function listOrderRequestsAfter(db: Db, afterId: number, limit: number, status?: OrderStatus): Promise<{ order: OrderRequestRow; lines: OrderLineRow[] }[]> {
  const orders = await db
    .select()
    .from(orderRequests)
    .where(and(gt(orderRequests.id, afterId), status ? eq(orderRequests.status, status) : undefined))
    .orderBy(asc(orderRequests.id))
    .limit(limit);
  if (orders.length === 0) return [];
  const lines = await db
    .select()
    .from(orderRequestLines)
    .where(inArray(orderRequestLines.orderId, orders.map((order) => order.id)))
    .orderBy(asc(orderRequestLines.orderId), asc(orderRequestLines.position));
  const byOrder = new Map<number, OrderLineRow[]>();
  for (const line of lines) {
    const held = byOrder.get(line.orderId);
    if (held) held.push(line);
    else byOrder.set(line.orderId, [line]);
  }
  return orders.map((order) => ({ order, lines: byOrder.get(order.id) ?? [] }));
}
