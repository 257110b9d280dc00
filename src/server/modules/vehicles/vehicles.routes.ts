import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { DeleteVersionQuerySchema } from '../../../domain/edit-version.ts';
import {
  MakeIdParams,
  MakeInputSchema,
  MakeSchema,
  MakeUpdateSchema,
  ModelIdParams,
  ModelInputSchema,
  ModelsPageQuerySchema,
  ModelUpdateSchema,
  VehicleModelPageSchema,
  VehicleModelSchema,
} from '../../../domain/vehicle.schema.ts';
import type { Db } from '../../db/client.ts';
import { createMake, createModel, deleteMake, deleteModel, getMake, getModel, listMakes, listModels, updateMake, updateModel } from './vehicles.service.ts';

/** Vehicle Management (SPEC §2): makes and their models with production years. */
export const vehiclesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/vehicle-makes', { schema: { response: { 200: z.array(MakeSchema) } } }, async () => listMakes(db));
  app.get('/vehicle-makes/:id', { schema: { params: MakeIdParams, response: { 200: MakeSchema } } }, async (request) => getMake(db, request.params.id));
  app.post('/vehicle-makes', { schema: { body: MakeInputSchema, response: { 201: MakeSchema } } }, async (request, reply) =>
    reply.status(201).send(await createMake(db, request.admin, request.body)),
  );
  app.put('/vehicle-makes/:id', { schema: { params: MakeIdParams, body: MakeUpdateSchema, response: { 200: MakeSchema } } }, async (request) =>
    updateMake(db, request.admin, request.params.id, request.body),
  );
  app.delete('/vehicle-makes/:id', { schema: { params: MakeIdParams, querystring: DeleteVersionQuerySchema } }, async (request, reply) => {
    await deleteMake(db, request.admin, request.params.id, request.query.expectedUpdatedAt);
    return reply.status(204).send();
  });

  app.get('/vehicle-models', { schema: { querystring: ModelsPageQuerySchema, response: { 200: VehicleModelPageSchema } } }, async (request) => listModels(db, request.query));
  app.get('/vehicle-models/:id', { schema: { params: ModelIdParams, response: { 200: VehicleModelSchema } } }, async (request) => getModel(db, request.params.id));
  app.post('/vehicle-models', { schema: { body: ModelInputSchema, response: { 201: VehicleModelSchema } } }, async (request, reply) =>
    reply.status(201).send(await createModel(db, request.admin, request.body)),
  );
  app.put('/vehicle-models/:id', { schema: { params: ModelIdParams, body: ModelUpdateSchema, response: { 200: VehicleModelSchema } } }, async (request) =>
    updateModel(db, request.admin, request.params.id, request.body),
  );
  app.delete('/vehicle-models/:id', { schema: { params: ModelIdParams, querystring: DeleteVersionQuerySchema } }, async (request, reply) => {
    await deleteModel(db, request.admin, request.params.id, request.query.expectedUpdatedAt);
    return reply.status(204).send();
  });
};
