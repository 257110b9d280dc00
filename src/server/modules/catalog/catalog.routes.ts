import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  CatalogModelSchema,
  FacetsSchema,
  ModelsQuerySchema,
  PartSchema,
  SearchQuerySchema,
  SearchResultSchema,
} from '../../../domain/catalog.schema.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { findPartById, getFacets, listCatalogModels, searchParts } from './catalog.repository.ts';

const PartParamsSchema = z.object({
  id: z.coerce.number({ error: 'Part id must be a number' }).int('Part id must be a whole number').positive('Part id must be positive').max(2_147_483_647, 'Part id is too large'),
});

/** Public, read-only catalogue: search, part pages and the filter panel's choices. */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/search', { schema: { querystring: SearchQuerySchema, response: { 200: SearchResultSchema } } }, async (request) => {
    const result = await searchParts(db, request.query);
    return { ...result, page: request.query.page, pageSize: request.query.pageSize };
  });

  app.get('/parts/:id', { schema: { params: PartParamsSchema, response: { 200: PartSchema } } }, async (request) => {
    const part = await findPartById(db, request.params.id);
    if (!part) throw new NotFoundError('Part not found');
    return part;
  });

  app.get('/facets', { schema: { response: { 200: FacetsSchema } } }, async () => getFacets(db));

  app.get('/models', { schema: { querystring: ModelsQuerySchema, response: { 200: z.array(CatalogModelSchema) } } }, async (request) =>
    listCatalogModels(db, request.query.make),
  );
};
