import { and, asc, count, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';

/** The categories table: sections are rows with `is_section` true; categories point at one by `parent_id`. */
export type CategoryRow = typeof categories.$inferSelect;

export async function listCategoryRows(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.name));
}

export async function findCategoryRow(db: Db, id: number, kind: 'section' | 'category'): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(and(eq(categories.id, id), eq(categories.isSection, kind === 'section')));
  return row;
}

/** Reads a row and locks it until the transaction ends. */
export async function lockCategoryRow(tx: Db, id: number, kind: 'section' | 'category'): Promise<CategoryRow | undefined> {
  const [row] = await tx.select().from(categories).where(and(eq(categories.id, id), eq(categories.isSection, kind === 'section'))).for('update');
  return row;
}

/** The row, section or category, whose name equals this one without regard to case. */
export async function findCategoryByName(db: Db, name: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(sql`lower(${categories.name}) = lower(${name})`);
  return row;
}

export async function insertCategoryRow(db: Db, values: { name: string; description: string; parentId: number | null; isSection: boolean }): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategoryRow(db: Db, id: number, values: { name: string; description: string; parentId?: number | null }): Promise<CategoryRow> {
  const [row] = await db.update(categories).set({ ...values, updatedAt: new Date() }).where(eq(categories.id, id)).returning();
  return row!;
}

export async function deleteCategoryRow(db: Db, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

export async function countCategoriesInSection(db: Db, sectionId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, sectionId));
  return row?.n ?? 0;
}

/** Categories only, not sections: the dashboard's tile (SPEC §7 "count where is_section false"). */
export async function countCategories(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(categories).where(eq(categories.isSection, false));
  return row?.n ?? 0;
}

const stagedCategories = (jobId: string) =>
  sql`(select r.key, r.data ->> 'name' as name, r.data ->> 'description' as description, r.data ->> 'section' as section from import_rows r where r.job_id = ${jobId})`;
const rowCount = (result: unknown) => Number((result as { rows: { n: number }[] }).rows[0]?.n ?? 0);

/** Staged categories whose name (any case) is a category already. */
export async function countStagedCategoriesInCatalogue(db: Db, jobId: string): Promise<number> {
  return rowCount(await db.execute(sql`select count(*)::int as n from ${stagedCategories(jobId)} s join ${categories} c on lower(c.name) = s.key and not c.is_section`));
}

/**
 * Writes an import's staged categories, set-based: the sections it names that may be created
 * (DECALS, NOS) first, then updates of existing categories (when `overwrite`), then the new ones.
 */
export async function writeStagedCategories(tx: Db, jobId: string, options: { overwrite: boolean; keepExistingWhenBlank: boolean; createSections: readonly string[] }): Promise<{ created: number; updated: number }> {
  await tx.execute(sql`
    insert into ${categories} (name, description, is_section)
    select distinct s.section, '', true from ${stagedCategories(jobId)} s
    where s.section in (${sql.join(options.createSections.map((name) => sql`${name}`), sql`, `)})
      and not exists (select 1 from ${categories} c where lower(c.name) = lower(s.section))`);
  const section = sql`(select sec.id from ${categories} sec where sec.is_section and lower(sec.name) = lower(s.section) limit 1)`;
  let updated = 0;
  if (options.overwrite) {
    const description = options.keepExistingWhenBlank ? sql`case when s.description = '' then c.description else s.description end` : sql`s.description`;
    updated = rowCount(
      await tx.execute(sql`
        with changed as (
          update ${categories} c set description = ${description}, parent_id = ${section}, updated_at = now()
          from ${stagedCategories(jobId)} s
          where lower(c.name) = s.key and not c.is_section
          returning 1)
        select count(*)::int as n from changed`),
    );
  }
  const created = rowCount(
    await tx.execute(sql`
      with added as (
        insert into ${categories} (name, description, parent_id, is_section)
        select s.name, s.description, ${section}, false from ${stagedCategories(jobId)} s
        where not exists (select 1 from ${categories} c where lower(c.name) = s.key)
        returning 1)
      select count(*)::int as n from added`),
  );
  return { created, updated };
}
