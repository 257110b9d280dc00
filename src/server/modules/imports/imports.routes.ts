import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Papa from 'papaparse';
import { z } from 'zod';

import { IMPORT_MESSAGES, ImportCommitSchema, ImportJobSchema, MAX_IMPORT_FILE_BYTES, neutraliseFormula, rowErrorsCsvRows } from '../../../domain/csv-import.ts';
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Importer } from './importer.ts';
import type { ImportService } from './imports.service.ts';
import { partsImporter } from './parts-importer.ts';
import { categoriesImporter } from './categories-importer.ts';
import { vehiclesImporter } from './vehicles-importer.ts';

const IMPORTERS: Record<string, Importer> = { parts: partsImporter, categories: categoriesImporter, vehicles: vehiclesImporter };

const KindParams = z.object({ kind: z.string().max(40) });
const JobParams = z.object({ id: z.string().max(40) });

function importerFor(kind: string): Importer {
  const importer = IMPORTERS[kind];
  if (!importer) throw new NotFoundError(`There is no ${kind} import`);
  return importer;
}

/**
 * CSV imports (SPEC §4 "Import flow"): upload → analysing → dry run → commit or cancel. The upload
 * is streamed to a temporary file, never held in memory; the work goes on after the answer.
 */
export const importsRoutes: FastifyPluginAsyncZod<{ imports: ImportService }> = async (app, { imports }) => {
  app.post('/imports/:kind', { schema: { params: KindParams, response: { 202: ImportJobSchema } } }, async (request, reply) => {
    const importer = importerFor(request.params.kind);
    let file;
    try {
      file = await request.file({ limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: 1 } });
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ValidationError(IMPORT_MESSAGES.noData);
      throw error;
    }
    if (!file) throw new ValidationError(IMPORT_MESSAGES.noData);
    if (!/\.csv$/i.test(file.filename)) {
      file.file.resume();
      throw new ValidationError(IMPORT_MESSAGES.notCsv);
    }
    const filePath = path.join(os.tmpdir(), `shop-import-${randomUUID()}.csv`);
    await pipeline(file.file, fs.createWriteStream(filePath));
    if (file.file.truncated) {
      fs.rmSync(filePath, { force: true });
      throw new AppError(413, IMPORT_MESSAGES.tooLarge, 'FILE_TOO_LARGE');
    }
    const job = await imports.start({ importer, fileName: file.filename.slice(0, 200), filePath, actor: request.admin });
    return reply.status(202).send(job);
  });

  app.get('/imports/:kind/current', { schema: { params: KindParams, response: { 200: ImportJobSchema.nullable() } } }, async (request) => {
    importerFor(request.params.kind);
    return imports.current(request.params.kind as Importer['kind']);
  });

  app.get('/imports/jobs/:id', { schema: { params: JobParams, response: { 200: ImportJobSchema } } }, async (request) => imports.get(request.params.id));

  app.post('/imports/jobs/:id/commit', { schema: { params: JobParams, body: ImportCommitSchema, response: { 202: ImportJobSchema } } }, async (request, reply) => {
    const job = await imports.get(request.params.id);
    return reply.status(202).send(await imports.commit(job.id, importerFor(job.kind), request.body, request.admin));
  });

  app.delete('/imports/jobs/:id', { schema: { params: JobParams } }, async (request, reply) => {
    await imports.cancel(request.params.id, request.admin);
    return reply.status(204).send();
  });

  app.get('/imports/jobs/:id/errors.csv', { schema: { params: JobParams } }, async (request, reply) => {
    const errors = await imports.errors(request.params.id);
    const csv = Papa.unparse(rowErrorsCsvRows(errors).map((cells) => cells.map(neutraliseFormula)));
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="import-errors-${request.params.id.slice(0, 8)}.csv"`)
      .send(`\uFEFF${csv}\r\n`);
  });
};
