import { and, asc, count, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';

import type { Part } from '../../../domain/part.schema.ts';
import { normalizeSku } from '../../../domain/sku.ts';
import type { Db } from '../../db/client.ts';
import { batchGinUpkeep, mergePartsPendingLists } from '../../db/upkeep.ts';
import { parts } from '../../db/schema/index.ts';

/**
 * The one home of the parts table: every read and write of it outside the search goes through here or its
 * two companions, the back office's list (part-list.repository.ts) and an import's writes (staged-parts.repository.ts).
 */
export type PartRow = typeof parts.$inferSelect;
export type PartValues = Omit<typeof parts.$inferInsert, 'id' | 'createdAt' | SearchColumns>;

/** Columns the database derives from a part for its search (the normalised SKU, the texts' words, the compact name, the name's words, the word saying what it is, its own name's size). */
type SearchColumns = 'skuNormalized' | 'searchText' | 'searchName' | 'nameWords' | 'nameHead' | 'nameSize';

/** A part's own columns as read (partColumns): a row without the derived ones. */
export type OwnPartRow = Omit<PartRow, SearchColumns>;

/** A part's own columns, for reads that need no more: the derived ones are half of a row's bytes. */
const { skuNormalized: _skuColumn, searchText: _textColumn, searchName: _nameColumn, nameWords: _wordsColumn, nameHead: _headColumn, nameSize: _sizeColumn, ...ownColumns } = getTableColumns(parts);
export const partColumns = ownColumns;

export function toPart(row: OwnPartRow & Partial<Pick<PartRow, SearchColumns>>): Part {
  const { skuNormalized: _sku, searchText: _text, searchName: _name, nameWords: _words, nameHead: _head, nameSize: _size, ...rest } = row;
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
export async function lockPartRows(tx: Db, ids: number[]): Promise<Pick<PartRow, 'id' | 'sku' | 'images' | 'regularPrice' | 'updatedAt'>[]> {
  return tx.select({ id: parts.id, sku: parts.sku, images: parts.images, regularPrice: parts.regularPrice, updatedAt: parts.updatedAt }).from(parts).where(inArray(parts.id, ids)).orderBy(asc(parts.id)).for('update');
}

/** Gives the parts their new prices in one statement, writing only those that change; answers how many it wrote. */
export async function setPartPrices(tx: Db, prices: { id: number; price: string }[]): Promise<number> {
  const price = sql`(case ${parts.id} ${sql.join(prices.map((row) => sql`when ${row.id}::int then ${row.price}::numeric`), sql` `)} end)`;
  const ids = prices.map((row) => row.id);
  const changed = await tx.update(parts).set({ regularPrice: price, updatedAt: new Date() }).where(and(inArray(parts.id, ids), sql`${parts.regularPrice} <> ${price}`)).returning({ id: parts.id });
  return changed.length;
}

/** Marks the parts of these ids in or out of stock, writing only those not so already; answers how many it wrote. */
export async function setPartsInStock(tx: Db, ids: number[], inStock: boolean): Promise<number> {
  const changed = await tx.update(parts).set({ inStock, updatedAt: new Date() }).where(and(inArray(parts.id, ids), sql`${parts.inStock} <> ${inStock}`)).returning({ id: parts.id });
  return changed.length;
}

/**
 * Files the parts under `category`, after the categories they have (where they are not filed in it yet, in
 * any case), and takes them out of `from` when given; their other categories keep their order. Writes only
 * the parts it changes, and answers how many.
 */
export async function fileParts(tx: Db, ids: number[], category: string, from: string | undefined): Promise<number> {
  const others = from === undefined ? sql`true` : sql`lower(c) <> lower(${from})`;
  const kept = sql`array(select c from unnest(${parts.categories}) with ordinality as t(c, ord) where ${others} order by ord)`;
  const changed = await tx
    .update(parts)
    .set({ categories: sql`case when ${namesCategory(category)} then ${kept} else ${kept} || ${category}::text end`, updatedAt: new Date() })
    .where(and(inArray(parts.id, ids), from === undefined ? sql`not ${namesCategory(category)}` : sql`(not ${namesCategory(category)} or ${namesCategory(from)})`))
    .returning({ id: parts.id });
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

/** The part's make text ("Oakland, Pontiac") names this make, in any case. */
export function namesMake(name: string): SQL {
  return sql`exists (select 1 from unnest(string_to_array(${parts.make}, ',')) as m(make) where lower(trim(m.make)) = lower(${name}))`;
}

/** The part names this category, in any case. */
export function namesCategory(name: string): SQL {
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

/**
 * Puts `to` in place of the make `from` (any case) on every part that names it ("Oakland, Pontiac"), its
 * other makes kept in their order, with the GIN settings of a bulk write (a make may name most of the
 * catalogue). Returns how many parts changed.
 */
export async function replaceMakeOnParts(tx: Db, from: string, to: string): Promise<number> {
  await batchGinUpkeep(tx, { searchesMeanwhile: true });
  const changed = await tx
    .update(parts)
    .set({
      make: sql`array_to_string(array(
        select case when lower(trim(m)) = lower(${from}) then ${to}::text else trim(m) end
        from unnest(string_to_array(${parts.make}, ',')) with ordinality as t(m, ord)
        where trim(m) <> ''
        order by ord
      ), ', ')`,
      updatedAt: new Date(),
    })
    .where(namesMake(from))
    .returning({ id: parts.id });
  await mergePartsPendingLists(tx);
  return changed.length;
}

/** Up to `limit` parts in id order, as their pages show them: the catalogue a phone keeps offline. */
export async function listParts(db: Db, limit: number): Promise<Part[]> {
  const rows = await db.select(partColumns).from(parts).orderBy(asc(parts.id)).limit(limit);
  return rows.map(toPart);
}

