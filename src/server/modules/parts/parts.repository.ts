import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';

import type { Part } from '../../../domain/part.schema.ts';
import { type AdminPartsQuery, AdminPartsQuerySchema } from '../../../domain/part.schema.ts';
import { normalizeSku } from '../../../domain/sku.ts';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { parts } from '../../db/schema/index.ts';

/** The one home of the parts table: every read and write of it outside the search goes through here. */
export type PartRow = typeof parts.$inferSelect;
export type PartValues = Omit<typeof parts.$inferInsert, 'id' | 'createdAt' | 'skuNormalized' | 'searchText'>;

export function toPart(row: PartRow): Part {
  const { skuNormalized: _sku, searchText: _text, ...rest } = row;
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

const ADMIN_ORDER = {
  updated_desc: [desc(parts.updatedAt), desc(parts.id)],
  name: [asc(parts.name), asc(parts.id)],
  sku: [asc(parts.sku)],
  price_desc: [desc(parts.regularPrice), asc(parts.id)],
  price_asc: [asc(parts.regularPrice), asc(parts.id)],
} as const;

/** The back office's list: a page of parts, searched by name or part number however typed. */
export async function listPartsPage(db: Db, input: AdminPartsQuery): Promise<{ items: Part[]; total: number; page: number; pageSize: number }> {
  const query = AdminPartsQuerySchema.parse(input);
  const conditions: SQL[] = [];
  if (query.search) {
    const normalized = normalizeSku(query.search);
    conditions.push(or(ilike(parts.name, likePattern(query.search)), ...(normalized ? [sql`${parts.skuNormalized} like ${`%${normalized}%`}`] : []))!);
  }
  if (query.category) conditions.push(namesCategory(query.category));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(parts).where(where).orderBy(...ADMIN_ORDER[query.sort]).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(parts).where(where),
  ]);
  return { items: rows.map(toPart), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function countParts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(parts);
  return row?.n ?? 0;
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
 * part's other categories and never listing one twice. Returns how many parts changed.
 */
export async function replaceCategoryOnParts(tx: Db, from: string, to: string): Promise<number> {
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
  return changed.length;
}
