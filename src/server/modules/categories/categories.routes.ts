import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { DeleteVersionQuerySchema } from '../../../domain/edit-version.ts';
import {
  CategoryIdParams,
  CategoryInputSchema,
  CategoryUpdateSchema,
  CategorySchema,
  CategoryTreeSchema,
  SectionIdParams,
  SectionInputSchema,
  SectionUpdateSchema,
  SectionSchema,
} from '../../../domain/category.schema.ts';
import type { Db } from '../../db/client.ts';
import {
  createCategory,
  createSection,
  deleteCategory,
  deleteSection,
  getCategory,
  getCategoryTree,
  getSection,
  listSections,
  updateCategory,
  updateSection,
} from './categories.service.ts';

/** Categories and sections of the back office (SPEC §2 "Categories and sections"). */
export const categoriesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/categories', { schema: { response: { 200: CategoryTreeSchema } } }, async () => getCategoryTree(db));
  app.get('/categories/:id', { schema: { params: CategoryIdParams, response: { 200: CategorySchema } } }, async (request) => getCategory(db, request.params.id));
  app.post('/categories', { schema: { body: CategoryInputSchema, response: { 201: CategorySchema } } }, async (request, reply) =>
    reply.status(201).send(await createCategory(db, request.admin, request.body)),
  );
  app.put('/categories/:id', { schema: { params: CategoryIdParams, body: CategoryUpdateSchema, response: { 200: CategorySchema } } }, async (request) =>
    updateCategory(db, request.admin, request.params.id, request.body),
  );
  app.delete('/categories/:id', { schema: { params: CategoryIdParams, querystring: DeleteVersionQuerySchema } }, async (request, reply) => {
    await deleteCategory(db, request.admin, request.params.id, request.query.expectedUpdatedAt);
    return reply.status(204).send();
  });

  app.get('/sections', { schema: { response: { 200: z.array(SectionSchema) } } }, async () => listSections(db));
  app.get('/sections/:id', { schema: { params: SectionIdParams, response: { 200: SectionSchema } } }, async (request) => getSection(db, request.params.id));
  app.post('/sections', { schema: { body: SectionInputSchema, response: { 201: SectionSchema } } }, async (request, reply) =>
    reply.status(201).send(await createSection(db, request.admin, request.body)),
  );
  app.put('/sections/:id', { schema: { params: SectionIdParams, body: SectionUpdateSchema, response: { 200: SectionSchema } } }, async (request) =>
    updateSection(db, request.admin, request.params.id, request.body),
  );
  app.delete('/sections/:id', { schema: { params: SectionIdParams, querystring: DeleteVersionQuerySchema } }, async (request, reply) => {
    await deleteSection(db, request.admin, request.params.id, request.query.expectedUpdatedAt);
    return reply.status(204).send();
  });
};
