import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { CatalogModelSchema, CatalogModelYearsSchema, CatalogSectionsSchema, FacetsSchema, modelYears, ModelsQuerySchema, SearchQuerySchema, SearchResultSchema } from '../../../domain/catalog.schema.ts';
import { PartSchema } from '../../../domain/part.schema.ts';
import { rowIdParam } from '../../../domain/query-values.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { partImageUrl } from '../../../domain/images.ts';
import { OFFLINE_PART_LIMIT, OFFLINE_PICTURE_WIDTH, type OfflineCatalogue } from '../../../domain/offline-catalogue.ts';
import { findPartById, listParts } from '../parts/parts.repository.ts';
import { countModelParts, findCatalogModel, getFacets, listCatalogModels, listCatalogSections, searchParts } from './catalog.repository.ts';
import { createVocabularySource } from './vocabulary.ts';

const PartParamsSchema = z.object({
  id: rowIdParam('Part'),
});
const ModelParamsSchema = z.object({ id: rowIdParam('Model') });

/** Public, read-only catalogue: search, part pages and the filter panel's choices. */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db; readVersion: () => Promise<number> }> = async (app, { db, readVersion }) => {
  const vocabulary = createVocabularySource(db, readVersion);

  app.get('/search', { schema: { querystring: SearchQuerySchema, response: { 200: SearchResultSchema } } }, async (request) => {
    const result = await searchParts(db, request.query, vocabulary);
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

  app.get('/sections', { schema: { response: { 200: CatalogSectionsSchema } } }, async () => listCatalogSections(db));

  app.get('/models/:id/years', { schema: { params: ModelParamsSchema, response: { 200: CatalogModelYearsSchema } } }, async (request) => {
    const model = await findCatalogModel(db, request.params.id);
    if (!model) throw new NotFoundError('Model not found');
    return countModelParts(db, { make: model.make, model: model.name }, modelYears(model));
  });

  /** The catalogue's version: a copy kept offline with an older one is out of date. */
  app.get('/version', { schema: { response: { 200: z.object({ version: z.number() }) } } }, async () => ({ version: await readVersion() }));

  /**
   * The whole public catalogue in one answer, for a phone to keep and search with no signal (ADR 018).
   * The version is read first: a change made while the rest is read leaves the copy marked older than
   * what it holds, so the phone fetches it again, never the other way round.
   */
  app.get('/offline', async (): Promise<OfflineCatalogue> => {
    const version = await readVersion();
    const [partsList, facets, sections, models] = await Promise.all([listParts(db, OFFLINE_PART_LIMIT + 1), getFacets(db), listCatalogSections(db), listCatalogModels(db, undefined)]);
    if (partsList.length > OFFLINE_PART_LIMIT) {
      throw new ConflictError(`This catalogue holds more than ${OFFLINE_PART_LIMIT.toLocaleString('en-US')} parts, too many to keep on a phone.`);
    }
    const pictures = partsList.flatMap((part) => (part.images[0] ? [partImageUrl(part.images[0], OFFLINE_PICTURE_WIDTH)] : []));
    return { version, savedAt: new Date().toISOString(), parts: partsList, facets, sections, models, pictures };
  });
};
