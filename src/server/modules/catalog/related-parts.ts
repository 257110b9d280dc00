import { and, asc, desc, eq, gte, inArray, lte, ne, not, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Part } from '../../../domain/part.schema.ts';
import { BROAD_KIND_FILINGS, kindsByTelling, namesOneCar, partKinds, type PartKind, RELATED_PARTS, type SectionOfCategories } from '../../../domain/related-parts.ts';
import type { Db } from '../../db/client.ts';
import { categories, partCategories, parts } from '../../db/schema/index.ts';
import { orderableUnits, partColumns, toPart } from '../parts/parts.repository.ts';

const sections = alias(categories, 'sections');

/** The sections the categories are filed in, each with every category filed in it. */
async function sectionsOf(db: Db, names: readonly string[]): Promise<SectionOfCategories[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({ section: sections.name, category: categories.name })
    .from(categories)
    .innerJoin(sections, eq(sections.id, categories.parentId))
    .where(inArray(categories.parentId, db.select({ id: categories.parentId }).from(categories).where(inArray(categories.name, [...names]))))
    .orderBy(asc(sql`${sections.name} collate "C"`), asc(sql`${categories.name} collate "C"`));
  const filed = new Map<string, string[]>();
  for (const row of rows) filed.set(row.section, [...(filed.get(row.section) ?? []), row.category]);
  return [...filed].map(([name, names]) => ({ name, categories: names }));
}

/** Whether a part is filed in one of the categories. */
const filedIn = (names: readonly string[]) => sql`${parts.categories} && ${sql.param([...names])}::text[]`;

/**
 * "More for this car" (relatedParts in src/domain, the rule): the car's other parts of the part's most
 * telling kind first (the category or section under which fewest of the car's parts are filed), then of
 * its next, then the rest; within each, those that can be ordered first, by name. Read kind by kind, each
 * a statement through the categories' and the make's indexes that stops once the page has its four, so
 * the car's other parts (thousands at 100,000 parts) are sorted whole only for a car with few of its kinds.
 */
export async function findRelatedParts(db: Db, part: Part): Promise<Part[]> {
  if (!namesOneCar(part)) return [];
  const fits = (table: typeof parts | typeof partCategories) =>
    and(eq(table.make, part.make), eq(table.model, part.model), lte(table.yearStart, part.yearEnd), gte(table.yearEnd, part.yearStart));
  const car = and(fits(parts), ne(parts.id, part.id));
  const kinds = partKinds(part, await sectionsOf(db, part.categories));
  // How many times the car's other parts are filed under each kind, counted to BROAD_KIND_FILINGS along the
  // categories' vehicle index (part_categories), in one statement.
  const filings = (kind: PartKind) => sql<number>`(select count(*) from (${db
    .select({ one: sql`1` })
    .from(partCategories)
    .where(and(inArray(partCategories.category, kind.categories), fits(partCategories), ne(partCategories.partId, part.id)))
    .limit(BROAD_KIND_FILINGS)}) as filed)`.mapWith(Number);
  const [counted] = kinds.length ? await db.select(Object.fromEntries(kinds.map((kind, place) => [`k${place}`, filings(kind)]))).from(sql`(select 1) as one`) : [];
  const filingsOf = new Map(kinds.map((kind, place) => [kind, Number(counted?.[`k${place}`] ?? 0)]));
  const telling = kindsByTelling(kinds, (kind) => filingsOf.get(kind) ?? 0);
  const tiers: SQL[] = [
    ...telling.map((kind, place) => sql`${filedIn(kind.categories)} and ${not(filedIn(telling.slice(0, place).flatMap((nearer) => nearer.categories)))}`),
    not(filedIn(telling.flatMap((kind) => kind.categories))),
  ];
  const found: Part[] = [];
  for (const tier of tiers) {
    const rows = await db
      .select(partColumns)
      .from(parts)
      .where(and(car, tier))
      .orderBy(desc(sql`${orderableUnits} > 0`), asc(sql`${parts.name} collate "C"`), asc(parts.id))
      .limit(RELATED_PARTS - found.length);
    found.push(...rows.map(toPart));
    if (found.length === RELATED_PARTS) break;
  }
  return found;
}
