import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Db } from '../../db/client.ts';
import type { ObjectStorage } from '../../storage/storage.ts';

/**
 * For load balancers and monitors. /health: 200 when the database answers, 503 when it does not.
 * /ready: 200 when this server can serve the shop now, its database and its picture storage both
 * reachable (with the read replica, when there is one); 503 naming what is not, so a load balancer
 * sends visitors elsewhere.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; readDb: Db; storage: ObjectStorage }> = async (app, { db, readDb, storage }) => {
  const databaseUp = async (log: (error: unknown) => void) => {
    try {
      await Promise.all([...new Set([db, readDb])].map((each) => each.execute(sql`select 1`)));
      return true;
    } catch (error) {
      log(error);
      return false;
    }
  };

  app.get('/health', async (request, reply) => {
    if (await databaseUp((error) => request.log.warn({ err: error }, 'health check: database unreachable'))) return { status: 'ok', database: 'up' };
    return reply.status(503).send({ status: 'unavailable', database: 'down' });
  });

  app.get('/ready', async (request, reply) => {
    const [database, pictures] = await Promise.all([
      databaseUp((error) => request.log.warn({ err: error }, 'readiness: database unreachable')),
      storage.ready().then(
        () => true,
        (error: unknown) => {
          request.log.warn({ err: error }, 'readiness: picture storage unreachable');
          return false;
        },
      ),
    ]);
    const body = { status: database && pictures ? 'ready' : 'unavailable', database: database ? 'up' : 'down', storage: pictures ? 'up' : 'down' };
    return reply.status(database && pictures ? 200 : 503).send(body);
  });
};
