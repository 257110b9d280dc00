import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { DismissUnfoundSearchSchema, UNFOUND_SEARCH_DAYS, UnfoundSearchesSchema } from '../../../domain/search-demand.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { dismissSearch, listSearches } from './search-demand.repository.ts';
import type { SearchDemand } from './search-demand.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The back office's list of what visitors searched for and did not find (ADR 020). */
export const searchDemandRoutes: FastifyPluginAsyncZod<{ db: Db; demand: SearchDemand; clock: Clock }> = async (app, { db, demand, clock }) => {
  app.get('/unfound-searches', { schema: { response: { 200: UnfoundSearchesSchema } } }, async () => {
    // This server's last minute first; other servers add theirs within the minute.
    await demand.flush();
    return { searches: await listSearches(db, new Date(clock().getTime() - UNFOUND_SEARCH_DAYS * DAY_MS)) };
  });

  app.delete('/unfound-searches', { schema: { body: DismissUnfoundSearchSchema } }, async (request, reply) => {
    if (!(await dismissSearch(db, request.body))) throw new NotFoundError('That search is no longer on the list');
    return reply.status(204).send();
  });
};
