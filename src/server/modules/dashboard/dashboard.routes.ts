import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { DashboardSchema } from '../../../domain/activity.schema.ts';
import type { Db } from '../../db/client.ts';
import { getDashboard } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/dashboard', { schema: { response: { 200: DashboardSchema } } }, async () => getDashboard(db));
};
