import { Readable } from 'node:stream';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Papa from 'papaparse';
import { z } from 'zod';
import * as zm from 'zod/mini';

import { CATEGORIES_EXPORT_HEADERS } from '../../../domain/categories-csv.ts';
import { exportRow } from '../../../domain/csv-import.ts';
import { PARTS_EXPORT_HEADERS, partExportCells } from '../../../domain/parts-csv.ts';
import { AdminPartsFilterSchema } from '../../../domain/admin-parts.schema.ts';
import { ORDER_EXPORT_HEADERS, ORDER_STATUSES, orderExportCells } from '../../../domain/order.schema.ts';
import { modelExportCells, VEHICLES_EXPORT_HEADERS } from '../../../domain/vehicles-csv.ts';
import type { Db } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';
import { listCategoryRows } from '../categories/categories.repository.ts';
import { orderRequestsAfter } from '../orders/orders.service.ts';
import { listPartsAfter } from '../parts/part-list.repository.ts';
import { lowStockMark } from '../settings/settings.service.ts';
import { listAllModels } from '../vehicles/vehicles.repository.ts';

const BATCH = 2_000;
const FileParams = z.object({ file: z.enum(['parts.csv', 'categories.csv', 'vehicles.csv', 'order-requests.csv'], { error: 'There is no such export' }) });

/** Which rows a file holds: the parts list's filters for the parts, a status for the order requests (as their lists show them). */
const ExportQuerySchema = zm.extend(AdminPartsFilterSchema, {
  status: zm.optional(zm.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` })),
});
type ExportQuery = zm.infer<typeof ExportQuerySchema>;

const csvLines = (rows: (readonly string[])[]) => `${Papa.unparse(rows as string[][], { newline: '\r\n' })}\r\n`;

/** Category name (any case) → its section's name, for "SECTION > Category" paths. */
async function sectionsByCategory(db: Db): Promise<(category: string) => string | undefined> {
  const rows = await listCategoryRows(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sections = new Map(rows.filter((row) => !row.isSection && row.parentId !== null).map((row) => [row.name.toLowerCase(), byId.get(row.parentId!)?.name]));
  return (category) => sections.get(category.toLowerCase());
}

/** The parts the back office's list shows with `filter` (all of them without one). */
async function* partsCsv(db: Db, { status: _status, ...filter }: ExportQuery): AsyncGenerator<string> {
  const sectionOf = await sectionsByCategory(db);
  const lowStockUnits = await lowStockMark(db);
  yield `\uFEFF${csvLines([PARTS_EXPORT_HEADERS])}`;
  for (let after = 0; ; ) {
    const rows = await listPartsAfter(db, after, BATCH, filter, lowStockUnits);
    if (rows.length === 0) return;
    yield csvLines(rows.map((part) => exportRow(partExportCells(part, sectionOf))));
    after = rows.at(-1)!.id;
  }
}

async function* categoriesCsv(db: Db): AsyncGenerator<string> {
  const rows = await listCategoryRows(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const categories = rows.filter((row) => !row.isSection).sort((a, b) => a.name.localeCompare(b.name));
  yield `\uFEFF${csvLines([CATEGORIES_EXPORT_HEADERS, ...categories.map((row) => exportRow([row.name, byId.get(row.parentId ?? -1)?.name ?? '', row.description]))])}`;
}

async function* vehiclesCsv(db: Db): AsyncGenerator<string> {
  const models = await listAllModels(db);
  yield `\uFEFF${csvLines([VEHICLES_EXPORT_HEADERS, ...models.map((model) => exportRow(modelExportCells(model)))])}`;
}

/**
 * One row per part requested, of the requests with `status` when given; what a buyer typed is neutralised
 * like every cell, so a name such as "=HYPERLINK(…)" stays text.
 */
async function* orderRequestsCsv(db: Db, { status }: ExportQuery): AsyncGenerator<string> {
  yield `\uFEFF${csvLines([ORDER_EXPORT_HEADERS])}`;
  for (let after = 0; ; ) {
    const orders = await orderRequestsAfter(db, after, BATCH / 4, status);
    if (orders.length === 0) return;
    yield csvLines(orders.flatMap((order) => order.lines.map((line) => exportRow(orderExportCells(order, line)))));
    after = orders.at(-1)!.id;
  }
}

const EXPORTS = { 'parts.csv': partsCsv, 'categories.csv': categoriesCsv, 'vehicles.csv': vehiclesCsv, 'order-requests.csv': orderRequestsCsv } as const;

/** CSV exports of the lists; each file imports back unchanged. Parts are streamed a batch at a time. */
export const exportsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: () => Date }> = async (app, { db, clock }) => {
  // A file holds what its list shows with its filters: the parts with a search, category or stock filter
  // ("parts-selection-DATE.csv"), the order requests of one status ("order-requests-new-DATE.csv").
  app.get('/exports/:file', { schema: { params: FileParams, querystring: ExportQuerySchema } }, async (request, reply) => {
    const { file } = request.params;
    const { status, ...partsFilter } = request.query;
    const partsFiltered = Object.values(partsFilter).some(Boolean);
    if (partsFiltered && file !== 'parts.csv') throw new ValidationError('Only the parts export can be filtered');
    if (status && file !== 'order-requests.csv') throw new ValidationError('Only the order requests export can be filtered by status');
    const selection = partsFiltered ? '-selection' : status ? `-${status}` : '';
    const name = `${file.replace('.csv', '')}${selection}-${clock().toISOString().slice(0, 10)}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(Readable.from(EXPORTS[file](db, request.query)));
  });
};
