import { Readable } from 'node:stream';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Papa from 'papaparse';
import { z } from 'zod';

import { CATEGORIES_EXPORT_HEADERS } from '../../../domain/categories-csv.ts';
import { exportRow } from '../../../domain/csv-import.ts';
import { PARTS_EXPORT_HEADERS, partExportCells } from '../../../domain/parts-csv.ts';
import { type AdminPartsFilter, AdminPartsFilterSchema } from '../../../domain/part.schema.ts';
import { ORDER_EXPORT_HEADERS, orderExportCells } from '../../../domain/order.schema.ts';
import { modelExportCells, VEHICLES_EXPORT_HEADERS } from '../../../domain/vehicles-csv.ts';
import type { Db } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';
import { listCategoryRows } from '../categories/categories.repository.ts';
import { orderRequestsAfter } from '../orders/orders.service.ts';
import { listPartsAfter } from '../parts/parts.repository.ts';
import { listAllModels } from '../vehicles/vehicles.repository.ts';

const BATCH = 2_000;
const FileParams = z.object({ file: z.enum(['parts.csv', 'categories.csv', 'vehicles.csv', 'order-requests.csv'], { error: 'There is no such export' }) });

const csvLines = (rows: (readonly string[])[]) => `${Papa.unparse(rows as string[][], { newline: '\r\n' })}\r\n`;

/** Category name (any case) → its section's name, for "SECTION > Category" paths. */
async function sectionsByCategory(db: Db): Promise<(category: string) => string | undefined> {
  const rows = await listCategoryRows(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sections = new Map(rows.filter((row) => !row.isSection && row.parentId !== null).map((row) => [row.name.toLowerCase(), byId.get(row.parentId!)?.name]));
  return (category) => sections.get(category.toLowerCase());
}

/** The parts the back office's list shows with `filter` (all of them without one). */
async function* partsCsv(db: Db, filter: AdminPartsFilter): AsyncGenerator<string> {
  const sectionOf = await sectionsByCategory(db);
  yield `\uFEFF${csvLines([PARTS_EXPORT_HEADERS])}`;
  for (let after = 0; ; ) {
    const rows = await listPartsAfter(db, after, BATCH, filter);
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

/** One row per part requested; what a buyer typed is neutralised like every cell, so a name such as "=HYPERLINK(…)" stays text. */
async function* orderRequestsCsv(db: Db): AsyncGenerator<string> {
  yield `\uFEFF${csvLines([ORDER_EXPORT_HEADERS])}`;
  for (let after = 0; ; ) {
    const orders = await orderRequestsAfter(db, after, BATCH / 4);
    if (orders.length === 0) return;
    yield csvLines(orders.flatMap((order) => order.lines.map((line) => exportRow(orderExportCells(order, line)))));
    after = orders.at(-1)!.id;
  }
}

const EXPORTS = { 'parts.csv': partsCsv, 'categories.csv': categoriesCsv, 'vehicles.csv': vehiclesCsv, 'order-requests.csv': orderRequestsCsv } as const;

/** CSV exports of the lists; each file imports back unchanged. Parts are streamed a batch at a time. */
export const exportsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: () => Date }> = async (app, { db, clock }) => {
  // The parts file holds the parts the list shows with its filters (search, category, stock), named a selection.
  app.get('/exports/:file', { schema: { params: FileParams, querystring: AdminPartsFilterSchema } }, async (request, reply) => {
    const { file } = request.params;
    const filter = request.query;
    const selection = Object.values(filter).some(Boolean) ? '-selection' : '';
    if (selection && file !== 'parts.csv') throw new ValidationError('Only the parts export can be filtered');
    const name = `${file.replace('.csv', '')}${selection}-${clock().toISOString().slice(0, 10)}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(Readable.from(EXPORTS[file](db, filter)));
  });
};
