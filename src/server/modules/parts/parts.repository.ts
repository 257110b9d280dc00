import { and, asc, count, desc, eq, getTableColumns, getTableName, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';

import type { Part } from '../../../domain/part.schema.ts';
import type { AdminPart } from '../../../domain/admin-part-list.schema.ts';
import { type AdminPartSort, type AdminPartsFilter, type AdminPartsQuery, AdminPartsQuerySchema, type AdminStockFilter, LOW_STOCK_UNITS } from '../../../domain/admin-parts.schema.ts';
import { compactText, wordsText } from '../../../domain/search-text.ts';
import { normalizeSku } from '../../../domain/sku.ts';
import type { Db } from '../../db/client.ts';
import { batchGinUpkeep, mergePartsPendingLists } from '../../db/upkeep.ts';
import { likePattern } from '../../db/like.ts';
import { parts, stockAlerts } from '../../db/schema/index.ts';

/** The one home of the parts table: every read and write of it outside the search goes through here. */
export type PartRow = typeof parts.$inferSelect;
export type PartValues = Omit<typeof parts.$inferInsert, 'id' | 'createdAt' | 'skuNormalized' | 'searchText' | 'searchName' | 'nameWords'>;

/** Columns the database derives from a part for its search (the normalised SKU, the texts' words, the compact name, the name's words). */
type SearchColumns = 'skuNormalized' | 'searchText' | 'searchName' | 'nameWords';

/** A part's own columns as read (partColumns): a row without the derived ones. */
export type OwnPartRow = Omit<PartRow, SearchColumns>;

/** A part's own columns, for reads that need no more: the derived ones are half of a row's bytes. */
const { skuNormalized: _skuColumn, searchText: _textColumn, searchName: _nameColumn, nameWords: _wordsColumn, ...ownColumns } = getTableColumns(parts);
export const partColumns = ownColumns;

export function toPart(row: OwnPartRow & Partial<Pick<PartRow, SearchColumns>>): Part {
  const { skuNormalized: _sku, searchText: _text, searchName: _name, nameWords: _words, ...rest } = row;
  return { ...rest, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function findPartById(db: Db, id: number): Promise<Part | undefined> {
  const [row] = await db.select().from(parts).where(eq(parts.id, id));
  return row ? toPart(row) : undefined;
}

/** The SKU of the part whose normalised part number equals this one's, if any ("RV-0001" for "rv 0001"). */
export async function findSkuHolder(db: Db, sku: string): Promise<string | undefined> {
  const [row] = await db.select({ sku: parts.sku }).from(parts).where(eq(parts.skuNormalized, normalizeSku(sku))).limit(1);
  return row?.sku;
}

/** The part whose part number is this one however typed ("977 5196" → 977-5196), if any. */
export async function findPartIdBySku(db: Db, sku: string): Promise<number | undefined> {
  const normalized = normalizeSku(sku);
  if (!normalized) return undefined;
  const [row] = await db.select({ id: parts.id }).from(parts).where(eq(parts.skuNormalized, normalized)).limit(1);
  return row?.id;
}

/** Reads a part and locks its row until the transaction ends. */
export async function lockPartRow(tx: Db, id: number): Promise<PartRow | undefined> {
  const [row] = await tx.select().from(parts).where(eq(parts.id, id)).for('update');
  return row;
}

export async function insertPartRow(db: Db, values: PartValues): Promise<PartRow> {
  const [row] = await db.insert(parts).values(values).returning();
  return row!;
}

export async function updatePartRow(db: Db, id: number, values: Partial<PartValues>): Promise<PartRow> {
  const [row] = await db.update(parts).set({ ...values, updatedAt: new Date() }).where(eq(parts.id, id)).returning();
  return row!;
}

export async function deletePartRow(db: Db, id: number): Promise<void> {
  await db.delete(parts).where(eq(parts.id, id));
}

/** Reads the parts of these ids that exist and locks their rows until the transaction ends, in id order (two such locks never wait on each other in a circle). */
export async function lockPartRows(tx: Db, ids: number[]): Promise<Pick<PartRow, 'id' | 'sku' | 'images'>[]> {
  return tx.select({ id: parts.id, sku: parts.sku, images: parts.images }).from(parts).where(inArray(parts.id, ids)).orderBy(asc(parts.id)).for('update');
}

/** Marks the parts of these ids in or out of stock, writing only those not so already; answers how many it wrote. */
export async function setPartsInStock(tx: Db, ids: number[], inStock: boolean): Promise<number> {
  const changed = await tx.update(parts).set({ inStock, updatedAt: new Date() }).where(and(inArray(parts.id, ids), sql`${parts.inStock} <> ${inStock}`)).returning({ id: parts.id });
  return changed.length;
}

export async function deletePartRows(tx: Db, ids: number[]): Promise<void> {
  await tx.delete(parts).where(inArray(parts.id, ids));
}

/** What the cart needs of a part: its names, price, main picture and what is on the shelf. */
export interface PartStockRow {
  id: number;
  sku: string;
  name: string;
  regularPrice: string;
  image: string | null;
  inStock: boolean;
  stock: number;
}
const stockColumns = {
  id: parts.id,
  sku: parts.sku,
  name: parts.name,
  regularPrice: parts.regularPrice,
  image: sql<string | null>`${parts.images}[1]`,
  inStock: parts.inStock,
  stock: parts.stock,
};

export async function findPartsStock(db: Db, ids: readonly number[]): Promise<PartStockRow[]> {
  if (ids.length === 0) return [];
  return db.select(stockColumns).from(parts).where(inArray(parts.id, [...ids]));
}

/**
 * Takes `quantity` of a part off the shelf when that many are there (in stock, stock at least that), and
 * marks the part out of stock when its last one goes. The row stays locked until the transaction ends,
 * so two buyers of the last one cannot both have it: the second waits, then finds too few. Answers the
 * part as it is now, or undefined when it is gone or too few are left.
 */
export async function takeStock(tx: Db, id: number, quantity: number): Promise<PartStockRow | undefined> {
  const [row] = await tx
    .update(parts)
    .set({ stock: sql`${parts.stock} - ${quantity}`, inStock: sql`${parts.stock} - ${quantity} > 0`, updatedAt: new Date() })
    .where(and(eq(parts.id, id), eq(parts.inStock, true), sql`${parts.stock} >= ${quantity}`))
    .returning(stockColumns);
  return row;
}

/** Puts parts back on the shelf (a cancelled order request); a part its order had emptied is in stock again. */
export async function returnStock(tx: Db, id: number, quantity: number): Promise<void> {
  await tx
    .update(parts)
    .set({ stock: sql`${parts.stock} + ${quantity}`, inStock: sql`${parts.inStock} or ${parts.stock} = 0`, updatedAt: new Date() })
    .where(eq(parts.id, id));
}

/** How many of a part a visitor can order, as availableQuantity (cart.ts) has it. */
export const orderableUnits = sql`(case when ${parts.inStock} then greatest(${parts.stock}, 0) else 0 end)`;

/** The back office's stock filter (ADMIN_STOCK_FILTERS); `low` with the owner's low-stock mark (Shop settings). */
function stockCondition(stock: AdminStockFilter, lowStockUnits: number): SQL {
  switch (stock) {
    case 'in':
      return sql`${orderableUnits} > 0`;
    case 'low':
      return sql`${orderableUnits} between 1 and ${lowStockUnits}`;
    case 'out':
      return sql`${orderableUnits} = 0`;
    case 'wanted':
      return sql`exists (select 1 from ${stockAlerts} where ${stockAlerts.partId} = ${parts.id})`;
  }
}

/**
 * How many visitors wait for a part (stock alerts: a small table, read by its part's index), worked out for
 * the rows of a page only. Qualified by hand: drizzle writes a selected expression's columns bare, and a bare
 * "id" inside the subquery would be the stock alert's.
 */
const waitingCount = sql<number>`(select count(*) from ${stockAlerts} as alert where alert.${sql.identifier(stockAlerts.partId.name)} = ${sql.identifier(getTableName(parts))}.${sql.identifier(parts.id.name)})`.mapWith(Number);

/** The list's orders by columns; "Most wanted first" is read its own way (mostWantedFirst). */
const ADMIN_ORDER = {
  updated_desc: [desc(parts.updatedAt), desc(parts.id)],
  name: [asc(parts.name), asc(parts.id)],
  sku: [asc(parts.sku)],
  price_desc: [desc(parts.regularPrice), asc(parts.id)],
  price_asc: [asc(parts.regularPrice), asc(parts.id)],
  stock_asc: [asc(orderableUnits), asc(parts.name), asc(parts.id)],
} satisfies Record<Exclude<AdminPartSort, 'wanted_desc'>, SQL[]>;

/** The parts the back office's list shows: searched by name or part number however typed, of a category, by stock. */
function adminPartsWhere(filter: AdminPartsFilter, lowStockUnits: number): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) {
    const compact = compactText(filter.search);
    const normalized = normalizeSku(filter.search);
    if (compact) {
      // Names as the catalogue's search reads them, marks, spaces and accents aside ("ride master" finds
      // "Ride-Master", "coupe" "Coupé"), and part numbers however typed. The search text holds the name's
      // words and the normalised part number: its trigram index finds the candidates holding each typed
      // word of three letters or more, or the part number; the compact name and the part number decide.
      const words = wordsText(filter.search).trim().split(' ').filter((word) => word.length >= 3);
      const byWords = words.length ? and(...words.map((word) => sql`${parts.searchText} like ${likePattern(word)}`)) : undefined;
      const byNumber = normalized.length >= 3 ? sql`${parts.searchText} like ${likePattern(normalized)}` : undefined;
      const candidates = byWords && byNumber ? or(byWords, byNumber) : (byWords ?? byNumber);
      conditions.push(
        ...(candidates ? [candidates] : []),
        or(sql`${parts.searchName} like ${likePattern(compact)}`, ...(normalized ? [sql`${parts.skuNormalized} like ${likePattern(normalized)}`] : []))!,
      );
    } else {
      // Marks alone ("&"): the names holding them as typed.
      conditions.push(ilike(parts.name, likePattern(filter.search)));
    }
  }
  if (filter.category) conditions.push(namesCategory(filter.category));
  if (filter.stock) conditions.push(stockCondition(filter.stock, lowStockUnits));
  return and(...conditions);
}

/** The back office's list: a page of the parts adminPartsWhere shows, in the chosen order. */
export async function listPartsPage(db: Db, input: AdminPartsQuery, lowStockUnits: number): Promise<{ items: AdminPart[]; total: number; page: number; pageSize: number }> {
  const query = AdminPartsQuerySchema.parse(input);
  const where = adminPartsWhere(query, lowStockUnits);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, [total]] = await Promise.all([
    query.sort === 'wanted_desc'
      ? mostWantedFirst(db, where, offset, query.pageSize)
      : db.select({ part: parts, waiting: waitingCount }).from(parts).where(where).orderBy(...ADMIN_ORDER[query.sort]).limit(query.pageSize).offset(offset),
    db.select({ n: count() }).from(parts).where(where),
  ]);
  return { items: rows.map((row) => ({ ...toPart(row.part), waiting: row.waiting })), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * "Most wanted first" (what to restock first): the parts visitors wait for, the most waited for first, then
 * every other part by name. Read as two lists, the few parts with stock alerts (grouped from that small table)
 * and the others along the name index, where one sort of every part by its count worked out a count per part
 * (0.9 s at 100,000 parts on PostgreSQL, 2 s on PGlite).
 */
async function mostWantedFirst(db: Db, where: SQL | undefined, offset: number, limit: number): Promise<Array<{ part: PartRow; waiting: number }>> {
  const waiters = db.select({ partId: stockAlerts.partId, waiting: count().as('waiting') }).from(stockAlerts).groupBy(stockAlerts.partId).as('waiters');
  const waitedFor = db.select({ part: parts, waiting: waiters.waiting }).from(parts).innerJoin(waiters, eq(waiters.partId, parts.id)).where(where);
  const waited = await waitedFor.orderBy(desc(waiters.waiting), asc(parts.name), asc(parts.id)).limit(limit).offset(offset);
  if (waited.length === limit) return waited;
  // Past the waited-for parts: the others from the start, or as far past it as the page is past them.
  let skip = 0;
  if (waited.length === 0 && offset > 0) {
    const [all] = await db.select({ n: count() }).from(parts).innerJoin(waiters, eq(waiters.partId, parts.id)).where(where);
    skip = offset - (all?.n ?? 0);
  }
  const others = await db
    .select({ part: parts })
    .from(parts)
    .where(and(where, sql`not ${stockCondition('wanted', 0)}`))
    .orderBy(asc(parts.name), asc(parts.id))
    .limit(limit - waited.length)
    .offset(skip);
  return [...waited, ...others.map(({ part }) => ({ part, waiting: 0 }))];
}

export async function countParts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(parts);
  return row?.n ?? 0;
}

/** The parts a visitor cannot order (marked out of stock, or none on the shelf), and those running low at the owner's mark, as the list's stock filter counts them. */
export async function countPartsShort(db: Db, lowStockUnits: number): Promise<{ outOfStock: number; lowStock: number }> {
  const [row] = await db
    .select({
      outOfStock: sql<number>`count(*) filter (where ${stockCondition('out', lowStockUnits)})`.mapWith(Number),
      lowStock: sql<number>`count(*) filter (where ${stockCondition('low', lowStockUnits)})`.mapWith(Number),
    })
    .from(parts);
  return { outOfStock: row?.outOfStock ?? 0, lowStock: row?.lowStock ?? 0 };
}

/** Ids and change times for the sitemap, oldest id first. */
export async function listPartsForSitemap(db: Db, limit: number): Promise<{ id: number; updatedAt: Date }[]> {
  return db.select({ id: parts.id, updatedAt: parts.updatedAt }).from(parts).orderBy(asc(parts.id)).limit(limit);
}

/** How many parts name each of these categories (compared without regard to case). */
export async function countPartsByCategory(db: Db): Promise<Map<string, number>> {
  const result = await db.execute(sql`select lower(c.category) as name, count(distinct ${parts.id})::int as n from ${parts}, unnest(${parts.categories}) as c(category) group by lower(c.category)`);
  const { rows } = result as unknown as { rows: { name: string; n: number }[] };
  return new Map(rows.map((row) => [row.name, Number(row.n)]));
}

/** The part names this category, in any case. */
function namesCategory(name: string): SQL {
  return sql`exists (select 1 from unnest(${parts.categories}) as c where lower(c) = lower(${name}))`;
}

export async function countPartsInCategory(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(parts).where(namesCategory(name));
  return row?.n ?? 0;
}

/**
 * Puts `to` in place of the category `from` (any case) on every part that names it, keeping each
 * part's other categories and never listing one twice, with the GIN settings of a bulk write (a
 * category may name most of the catalogue). Returns how many parts changed.
 */
export async function replaceCategoryOnParts(tx: Db, from: string, to: string): Promise<number> {
  await batchGinUpkeep(tx, { searchesMeanwhile: true });
  const changed = await tx
    .update(parts)
    .set({
      categories: sql`array(
        select c from (
          select c, ord, row_number() over (partition by lower(c) order by ord) as seen
          from (
            select case when lower(c) = lower(${from}) then ${to} else c end as c, ord
            from unnest(${parts.categories}) with ordinality as t(c, ord)
          ) renamed
        ) numbered
        where seen = 1 order by ord
      )`,
      updatedAt: new Date(),
    })
    .where(namesCategory(from))
    .returning({ id: parts.id });
  await mergePartsPendingLists(tx);
  return changed.length;
}

/** How a staged part's field (data->'part'->key) becomes a parts column. */
const IMPORTED_COLUMNS: { column: string; key: string; cast: string }[] = [
  { column: 'type', key: 'type', cast: 'text' },
  { column: 'description', key: 'description', cast: 'text' },
  { column: 'regular_price', key: 'regularPrice', cast: 'numeric' },
  { column: 'categories', key: 'categories', cast: 'text[]' },
  { column: 'shipping_class', key: 'shippingClass', cast: 'text' },
  { column: 'weight_lbs', key: 'weightLbs', cast: 'numeric' },
  { column: 'length_in', key: 'lengthIn', cast: 'numeric' },
  { column: 'width_in', key: 'widthIn', cast: 'numeric' },
  { column: 'height_in', key: 'heightIn', cast: 'numeric' },
  { column: 'year_start', key: 'yearStart', cast: 'int' },
  { column: 'year_end', key: 'yearEnd', cast: 'int' },
  { column: 'make', key: 'make', cast: 'make' },
  { column: 'model', key: 'model', cast: 'text' },
  { column: 'in_stock', key: 'inStock', cast: 'boolean' },
  { column: 'stock', key: 'stock', cast: 'int' },
];

/** The SQL value of a staged field; makes are written as Vehicle Management spells them (stagedParts). */
function stagedValue(key: string, cast: string): SQL {
  const field = sql`s.p -> ${key}`;
  const text = sql`s.p ->> ${key}`;
  switch (cast) {
    case 'text[]':
      return sql`array(select jsonb_array_elements_text(${field}))`;
    case 'make':
      return sql`s.make`;
    default:
      return sql`(${text})::${sql.raw(cast)}`;
  }
}

/** Rows of an import's file, by their row numbers: the commit writes its staged parts a range at a time. */
interface RowRange {
  first: number;
  last: number;
}

/**
 * File rows written per statement on PostgreSQL: the commit reports its progress between them (100,000
 * parts: ten statements), which the panel shows. On the embedded database the panel's requests wait for
 * the commit, so the rows go in one statement, which is about half a second quicker there (bench/README.md).
 */
const WRITE_RANGE_ROWS = 10_000;

/**
 * An import's staged parts (those of `rows`), each with its make as Vehicle Management spells it
 * ("pontiac, OAKLAND" is "Pontiac, Oakland"). The spelling is worked out once for each distinct make
 * text of the file and joined to its rows: worked out row by row it took 1.5 s of a 100,000-row commit
 * (bench/README.md).
 */
const stagedParts = (jobId: string, rows: RowRange) => sql`(
  select r.data -> 'part' as p, r.data -> 'provided' as provided, r.key, spellings.spelled as make
  from import_rows r
  left join (
    select typed.make, (
      select string_agg(coalesce(vm.name, trim(m.v)), ', ' order by m.ord)
      from unnest(string_to_array(typed.make, ',')) with ordinality as m(v, ord)
      left join vehicle_makes vm on lower(vm.name) = lower(trim(m.v))
    ) as spelled
    from (select distinct data -> 'part' ->> 'make' as make from import_rows where job_id = ${jobId} and row between ${rows.first} and ${rows.last}) typed
  ) spellings on spellings.make = r.data -> 'part' ->> 'make'
  where r.job_id = ${jobId} and r.row between ${rows.first} and ${rows.last}
)`;

/** How many staged parts name a part number the catalogue has already (however it is typed). */
export async function countStagedPartsInCatalogue(db: Db, jobId: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from import_rows r join ${parts} x on x.sku_normalized = r.key where r.job_id = ${jobId}`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/**
 * The indexes of parts and part_categories a large import on the embedded database builds afresh instead
 * of keeping them up row by row: every one that no uniqueness rests on. A build sorts each index's entries
 * once, where a write row by row finds each entry's place (100,000 parts on PGlite: bench/README.md).
 */
const REBUILT_PARTS_INDEXES = ['parts_search_text_trgm', 'parts_categories_gin', 'parts_make', 'parts_model', 'parts_years', 'parts_regular_price', 'parts_name', 'parts_updated', 'part_categories_vehicle'];

/** Takes the indexes down, runs `write`, and creates them again as the database defined them. */
async function withPartsIndexesRebuilt<T>(tx: Db, write: () => Promise<T>): Promise<T> {
  const result = await tx.execute(
    sql`select indexdef from pg_indexes where schemaname = current_schema() and tablename in ('parts', 'part_categories') and indexname = any(${sql.param(REBUILT_PARTS_INDEXES)}::text[])`,
  );
  const { rows } = result as unknown as { rows: { indexdef: string }[] };
  for (const name of REBUILT_PARTS_INDEXES) await tx.execute(sql.raw(`drop index if exists ${name}`));
  const written = await write();
  for (const { indexdef } of rows) await tx.execute(sql.raw(indexdef));
  return written;
}

/** Whether an import brings at least as many parts as the catalogue holds: building its indexes afresh is then the quicker. */
async function importOutweighsCatalogue(tx: Db, stagedRows: number): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(parts);
  return stagedRows >= (row?.n ?? 0);
}

/**
 * Writes an import's staged parts inside the import's transaction, the GIN indexes' upkeep batched; a
 * large import on the embedded database builds the indexes afresh instead (withPartsIndexesRebuilt).
 */
export async function writeStagedParts(
  tx: Db,
  jobId: string,
  options: { overwrite: boolean; keepExistingWhenBlank: boolean; holdsDatabase: boolean; stagedRows: number; onProgress: (share: number) => void },
): Promise<{ created: number; updated: number }> {
  await batchGinUpkeep(tx, { searchesMeanwhile: !options.holdsDatabase });
  // Nothing reads the embedded database while the commit holds it, so its indexes may be down meanwhile;
  // on PostgreSQL the public search goes on reading them.
  if (options.holdsDatabase && (await importOutweighsCatalogue(tx, options.stagedRows))) return withPartsIndexesRebuilt(tx, () => writeRows(tx, jobId, options));
  const written = await writeRows(tx, jobId, options);
  await mergePartsPendingLists(tx);
  return written;
}

/**
 * The staged parts in set-based statements, WRITE_RANGE_ROWS rows of the file at a time on PostgreSQL:
 * updates of the part numbers the catalogue has (when `overwrite`; a blank cell keeps the value when
 * `keepExistingWhenBlank`), then inserts of the rest. The rest are told by the normalised SKU's unique
 * index (ON CONFLICT), not by looking for each one in parts: with the parts table analysed while empty (a
 * new shop that imported its categories first), the planner scanned the whole table for every row while
 * the rows went in, and 30,000 parts took a minute. A file names each part number once, so a range's
 * inserts never meet another range's updates.
 */
async function writeRows(
  tx: Db,
  jobId: string,
  options: { overwrite: boolean; keepExistingWhenBlank: boolean; holdsDatabase: boolean; onProgress: (share: number) => void },
): Promise<{ created: number; updated: number }> {
  const count = (result: unknown) => Number((result as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  const bounds = (await tx.execute(sql`select min(row)::int as first, max(row)::int as last from import_rows where job_id = ${jobId}`)) as unknown as { rows: { first: number | null; last: number | null }[] };
  const { first, last } = bounds.rows[0] ?? { first: null, last: null };
  if (first === null || last === null) return { created: 0, updated: 0 };
  const rangeRows = options.holdsDatabase ? last - first + 1 : WRITE_RANGE_ROWS;
  const assignments = IMPORTED_COLUMNS.map(({ column, key, cast }) => {
    const value = stagedValue(key, cast);
    return options.keepExistingWhenBlank ? sql`${sql.raw(column)} = case when s.provided ? ${key} then ${value} else x.${sql.raw(column)} end` : sql`${sql.raw(column)} = ${value}`;
  });
  let updated = 0;
  let created = 0;
  for (let from = first; from <= last; from += rangeRows) {
    const rows = { first: from, last: Math.min(last, from + rangeRows - 1) };
    if (options.overwrite) {
      updated += count(
        await tx.execute(sql`
          with changed as (
            update ${parts} x set sku = s.p ->> 'sku', name = s.p ->> 'name', ${sql.join(assignments, sql`, `)}, updated_at = now()
            from ${stagedParts(jobId, rows)} s
            where x.sku_normalized = s.key
            returning 1)
          select count(*)::int as n from changed`),
      );
    }
    created += count(
      await tx.execute(sql`
        with added as (
          insert into ${parts} (sku, name, ${sql.raw(IMPORTED_COLUMNS.map(({ column }) => column).join(', '))})
          select s.p ->> 'sku', s.p ->> 'name', ${sql.join(IMPORTED_COLUMNS.map(({ key, cast }) => stagedValue(key, cast)), sql`, `)}
          from ${stagedParts(jobId, rows)} s
          on conflict (sku_normalized) do nothing
          returning 1)
        select count(*)::int as n from added`),
    );
    options.onProgress((rows.last - first + 1) / (last - first + 1));
  }
  return { created, updated };
}

/** Up to `limit` parts in id order, as their pages show them: the catalogue a phone keeps offline. */
export async function listParts(db: Db, limit: number): Promise<Part[]> {
  const rows = await db.select(partColumns).from(parts).orderBy(asc(parts.id)).limit(limit);
  return rows.map(toPart);
}

/** Parts in id order after `afterId`, of those the back office's list shows with `filter`: the export walks them a batch at a time. */
export async function listPartsAfter(db: Db, afterId: number, limit: number, filter: AdminPartsFilter = {}, lowStockUnits = LOW_STOCK_UNITS): Promise<PartRow[]> {
  return db.select().from(parts).where(and(sql`${parts.id} > ${afterId}`, adminPartsWhere(filter, lowStockUnits))).orderBy(asc(parts.id)).limit(limit);
}
