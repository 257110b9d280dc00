import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { DashboardSchema } from '../../../domain/activity.schema.ts';
import type { Db } from '../../db/client.ts';
import { categories, parts, vehicleModels } from '../../db/schema/index.ts';
import { listRecentActivity } from '../activity/activity.repository.ts';

const RECENT_ACTIVITY_ROWS = 10;

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/dashboard', { schema: { response: { 200: DashboardSchema } } }, async () => {
    const [[partCount], [categoryCount], [modelCount], recentActivity] = await Promise.all([
      db.select({ n: count() }).from(parts),
      db.select({ n: count() }).from(categories).where(eq(categories.isSection, false)),
      db.select({ n: count() }).from(vehicleModels),
      listRecentActivity(db, RECENT_ACTIVITY_ROWS),
    ]);
    return {
      totalParts: partCount?.n ?? 0,
      categories: categoryCount?.n ?? 0,
      vehicleModels: modelCount?.n ?? 0,
      recentActivity,
    };
  });
};
