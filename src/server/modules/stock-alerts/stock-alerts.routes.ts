import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { rowIdParam } from '../../../domain/query-values.ts';
import { StockAlertCountSchema, StockAlertInputSchema } from '../../../domain/stock-alert.schema.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { ShopMail } from '../mail/shop-mail.ts';
import { askForStockAlert, stockAlertCount } from './stock-alerts.service.ts';

/** An address and a trap field: anything larger is refused before it is parsed. */
const STOCK_ALERT_BODY_LIMIT_BYTES = 2 * 1024;
const IdParams = z.object({ id: rowIdParam('Part') });

/** "E-mail me when it's back" on a part's page (public). */
export const stockAlertRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; mail?: ShopMail }> = async (app, { db, clock, mail }) => {
  app.post(
    '/parts/:id/stock-alerts',
    { bodyLimit: STOCK_ALERT_BODY_LIMIT_BYTES, schema: { params: IdParams, body: StockAlertInputSchema, response: { 201: z.object({ message: z.string() }) } } },
    async (request, reply) => reply.status(201).send(await askForStockAlert(db, request.params.id, request.body, { ipAddress: request.ip, now: clock() }, mail)),
  );
};

/** How many visitors wait for a part (the back office's part page), and whether the shop can write to them (`mailing`: SMTP_URL set). */
export const stockAlertAdminRoutes: FastifyPluginAsyncZod<{ db: Db; mailing: boolean }> = async (app, { db, mailing }) => {
  app.get('/parts/:id/stock-alerts', { schema: { params: IdParams, response: { 200: StockAlertCountSchema } } }, async (request) => stockAlertCount(db, request.params.id, mailing));
};
