import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { CatalogModelSchema, CatalogModelYearsSchema, CatalogSectionsSchema, FacetsSchema, modelYears, ModelsQuerySchema, SearchQuerySchema, SearchResultSchema } from '../../../domain/catalog.schema.ts';
import { PartSchema } from '../../../domain/part.schema.ts';
import { RelatedPartsSchema } from '../../../domain/related-parts.ts';
import { rowIdParam } from '../../../domain/query-values.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { type OfflineCatalogue, type OfflineSize, OfflineSizeSchema } from '../../../domain/offline-catalogue.ts';
import type { ObjectStorage } from '../../storage/storage.ts';
import { findPartById } from '../parts/parts.repository.ts';
import { estimateOfflineSize, readOfflineCatalogue } from './offline.service.ts';
import { countModelParts, findCatalogModel, getFacets, listCatalogModels, listCatalogSections, searchParts } from './catalog.repository.ts';
import { createVocabularySource } from './vocabulary.ts';
import { findRelatedParts } from './related-parts.ts';
import { holdsSessionCookie } from '../auth/session.ts';
import type { SearchDemand } from '../search-demand/search-demand.service.ts';

const PartParamsSchema = z.object({
  id: rowIdParam('Part'),
});
const ModelParamsSchema = z.object({ id: rowIdParam('Model') });

/** Public, read-only catalogue: search, part pages and the filter panel's choices. */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db; readVersion: () => Promise<number>; storage: ObjectStorage; demand: SearchDemand }> = async (
  app,
  { db, readVersion, storage, demand },
) => {
  const vocabulary = createVocabularySource(db, readVersion);
  // The version the catalogue cache read for this request (after it arrived, so no older than a read of
  // its own): on PostgreSQL a second read would be a second round trip.
  const versionOf = (request: FastifyRequest) => (request.catalogAnswer ? Promise.resolve(request.catalogAnswer.version) : readVersion());

  app.get(
    '/search',
    {
      schema: { querystring: SearchQuerySchema, response: { 200: SearchResultSchema } },
      // Answered by the search or from the cache: a search that found too little is counted either way,
      // but not the owner's own (ADR 020).
      onResponse: async (request, reply) => {
        if (reply.statusCode === 200 && !holdsSessionCookie(request)) demand.searched(request.query as Record<string, unknown>, request.ip);
      },
    },
    async (request) => {
      const result = await searchParts(db, request.query, async () => vocabulary(await versionOf(request)));
      demand.answered(request.query, result);
      return { ...result, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get('/parts/:id', { schema: { params: PartParamsSchema, response: { 200: PartSchema } } }, async (request) => {
    const part = await findPartById(db, request.params.id);
    if (!part) throw new NotFoundError('Part not found');
    return part;
  });

  /** "More for this car" on the part's page (relatedParts in src/domain). */
  app.get('/parts/:id/related', { schema: { params: PartParamsSchema, response: { 200: RelatedPartsSchema } } }, async (request) => {
    const part = await findPartById(db, request.params.id);
    if (!part) throw new NotFoundError('Part not found');
    return { items: await findRelatedParts(db, part) };
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
  app.get('/version', { schema: { response: { 200: z.object({ version: z.number() }) } } }, async (request) => ({ version: await versionOf(request) }));

  /** The whole public catalogue in one answer, for a phone to keep and search with no signal (ADR 018). */
  app.get('/offline', async (request): Promise<OfflineCatalogue> => readOfflineCatalogue(db, () => versionOf(request)));

  /** About what keeping it takes on a device, asked before it is saved (and refused as the copy would be past its limit). */
  app.get('/offline/size', { schema: { response: { 200: OfflineSizeSchema } } }, async (request): Promise<OfflineSize> =>
    estimateOfflineSize(db, () => versionOf(request), storage),
  );
};
