import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ActivityPageSchema, ActivityQuerySchema } from '../../../domain/activity.schema.ts';
import type { Db } from '../../db/client.ts';
import { listActivity } from './activity.service.ts';

/** The audit log, page by page (the dashboard shows its newest entries). */
export const activityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/activity', { schema: { querystring: ActivityQuerySchema, response: { 200: ActivityPageSchema } } }, async (request) => listActivity(db, request.query));
};
