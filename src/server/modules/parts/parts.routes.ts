import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { DeleteVersionQuerySchema } from '../../../domain/edit-version.ts';
import { PartSchema } from '../../../domain/part.schema.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_PART } from '../../../domain/images.ts';
import { BulkPartsResultSchema, BulkPartsSchema } from '../../../domain/part-bulk.schema.ts';
import { IMAGE_MESSAGES } from '../../../domain/part.schema.ts';
import { PartInputSchema, PartUpdateSchema, ReorderImagesSchema } from '../../../domain/part-input.schema.ts';
import { AdminPartListSchema } from '../../../domain/admin-part-list.schema.ts';
import { AdminPartsQuerySchema } from '../../../domain/admin-parts.schema.ts';
import { rowIdParam } from '../../../domain/query-values.ts';
import type { Db } from '../../db/client.ts';
import { AppError, ValidationError } from '../../errors.ts';
import type { ObjectStorage } from '../../storage/storage.ts';
import { processImage, type ProcessedImage } from './part-images.ts';
import { addImages, changeParts, copyImages, createPart, deletePart, getPart, listAdminParts, removeImage, reorderImages, updatePart } from './parts.service.ts';

const IdParams = z.object({ id: rowIdParam('Part') });

/** Reads the uploaded files one by one, stopping a file past 5 MB while it streams in. */
async function readImages(files: AsyncIterableIterator<MultipartFile>): Promise<ProcessedImage[]> {
  const images: ProcessedImage[] = [];
  try {
    for await (const file of files) {
      if (images.length >= MAX_IMAGES_PER_PART) throw new ValidationError(IMAGE_MESSAGES.tooMany);
      const buffer = await file.toBuffer();
      images.push(await processImage(buffer, file.filename, Date.now() + images.length));
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, IMAGE_MESSAGES.tooLarge, 'FILE_TOO_LARGE');
    if (code === 'FST_FILES_LIMIT') throw new ValidationError(IMAGE_MESSAGES.tooMany);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ValidationError('Send the pictures as multipart/form-data');
    throw error;
  }
  if (images.length === 0) throw new ValidationError('Choose at least one picture to upload');
  return images;
}

export const partsRoutes: FastifyPluginAsyncZod<{ db: Db; storage: ObjectStorage }> = async (app, { db, storage }) => {
  app.get('/parts', { schema: { querystring: AdminPartsQuerySchema, response: { 200: AdminPartListSchema } } }, async (request) => listAdminParts(db, request.query));

  app.get('/parts/:id', { schema: { params: IdParams, response: { 200: PartSchema } } }, async (request) => getPart(db, request.params.id));

  app.post('/parts', { schema: { body: PartInputSchema, response: { 201: PartSchema } } }, async (request, reply) =>
    reply.status(201).send(await createPart(db, request.admin, request.body)),
  );

  // The parts chosen in the list, marked in or out of stock or deleted at once (all or none).
  app.post('/parts/bulk', { schema: { body: BulkPartsSchema, response: { 200: BulkPartsResultSchema } } }, async (request) => changeParts(db, storage, request.admin, request.body));

  app.put('/parts/:id', { schema: { params: IdParams, body: PartUpdateSchema, response: { 200: PartSchema } } }, async (request) =>
    updatePart(db, request.admin, request.params.id, request.body),
  );

  app.delete('/parts/:id', { schema: { params: IdParams, querystring: DeleteVersionQuerySchema } }, async (request, reply) => {
    await deletePart(db, storage, request.admin, request.params.id, request.query.expectedUpdatedAt);
    return reply.status(204).send();
  });

  app.post('/parts/:id/images', { schema: { params: IdParams, response: { 200: PartSchema } } }, async (request) => {
    const images = await readImages(request.files({ limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_PART + 1 }, throwFileSizeLimit: true }));
    return addImages(db, storage, request.admin, request.params.id, images);
  });

  // A duplicated part takes copies of its original's pictures.
  app.post('/parts/:id/images/copy', { schema: { params: IdParams, body: z.object({ from: rowIdParam('Part') }), response: { 200: PartSchema } } }, async (request) =>
    copyImages(db, storage, request.admin, request.params.id, request.body.from),
  );

  app.put('/parts/:id/images', { schema: { params: IdParams, body: ReorderImagesSchema, response: { 200: PartSchema } } }, async (request) =>
    reorderImages(db, request.admin, request.params.id, request.body.images),
  );

  app.delete('/parts/:id/images/:key', { schema: { params: IdParams.extend({ key: z.string().max(300) }), response: { 200: PartSchema } } }, async (request) =>
    removeImage(db, storage, request.admin, request.params.id, request.params.key),
  );
};
