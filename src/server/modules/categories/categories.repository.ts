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
