import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { CartQuoteRequestSchema, CartQuoteSchema } from '../../../domain/cart-quote.ts';
import {
  OrderListSchema,
  OrderRequestInputSchema,
  OrderRequestSchema,
  OrdersQuerySchema,
  OrderStatusUpdateSchema,
  PlacedOrderSchema,
} from '../../../domain/order.schema.ts';
import { rowIdParam } from '../../../domain/query-values.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { ShopMail } from '../mail/shop-mail.ts';
import { MailStatusSchema } from '../../../domain/mail.schema.ts';
import { getOrder, listOrders, moveOrder, orderMails, placeOrderRequest, quoteCart } from './orders.service.ts';

/** A cart of at most 50 lines and a few fields of text: anything larger is refused before it is parsed. */
const ORDER_BODY_LIMIT_BYTES = 32 * 1024;
const IdParams = z.object({ id: rowIdParam('Order request') });

/** What a cart costs now (public, inside the catalogue API's rate limit; read from the primary, where stock is current). */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/cart', { bodyLimit: ORDER_BODY_LIMIT_BYTES, schema: { body: CartQuoteRequestSchema, response: { 200: CartQuoteSchema } } }, async (request) =>
    quoteCart(db, request.body.lines),
  );
};

/** Sending a cart as an order request (public). */
export const orderRequestRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; mail?: ShopMail }> = async (app, { db, clock, mail }) => {
  app.post('/order-requests', { bodyLimit: ORDER_BODY_LIMIT_BYTES, schema: { body: OrderRequestInputSchema, response: { 201: PlacedOrderSchema } } }, async (request, reply) => {
    const placed = await placeOrderRequest(db, request.body, { ipAddress: request.ip, now: clock() }, mail);
    return reply.status(201).send(placed);
  });
};

/** The back office's order requests. */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/order-requests', { schema: { querystring: OrdersQuerySchema, response: { 200: OrderListSchema } } }, async (request) =>
    listOrders(db, request.query.page, request.query.status),
  );
  app.get('/order-requests/:id', { schema: { params: IdParams, response: { 200: OrderRequestSchema } } }, async (request) => getOrder(db, request.params.id));
  app.get('/order-requests/:id/emails', { schema: { params: IdParams, response: { 200: z.array(MailStatusSchema) } } }, async (request) => orderMails(db, request.params.id));
  app.put('/order-requests/:id/status', { schema: { params: IdParams, body: OrderStatusUpdateSchema, response: { 200: OrderRequestSchema } } }, async (request) =>
    moveOrder(db, request.admin, request.params.id, request.body.status),
  );
};
