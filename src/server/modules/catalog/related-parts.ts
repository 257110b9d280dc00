import { and, asc, desc, eq, gte, inArray, lte, ne, not, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Part } from '../../../domain/part.schema.ts';
import { kindsByTelling, namesOneCar, partKinds, RELATED_PARTS, type SectionOfCategories } from '../../../domain/related-parts.ts';
import type { Db } from '../../db/client.ts';
import { categories, parts } from '../../db/schema/index.ts';
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
 * telling kind first (the category or section holding fewest of the car's parts), then of its next, then
 * the rest; within each, those that can be ordered first, by name. Read kind by kind, each a statement
 * through the categories' and the make's indexes that stops once the page has its four, so the car's
 * other parts (thousands at 100,000 parts) are sorted whole only for a car with few of its kinds.
 */
export async function findRelatedParts(db: Db, part: Part): Promise<Part[]> {
  if (!namesOneCar(part)) return [];
  const car = and(eq(parts.make, part.make), eq(parts.model, part.model), lte(parts.yearStart, part.yearEnd), gte(parts.yearEnd, part.yearStart));
  const kinds = partKinds(part, await sectionsOf(db, part.categories));
  // How many of the car's parts are of each kind, in one statement (the part itself counted in each alike).
  const [sizes] = kinds.length
    ? await db
        .select(Object.fromEntries(kinds.map((kind, place) => [`k${place}`, sql<number>`count(*) filter (where ${filedIn(kind.categories)})`.mapWith(Number)])))
        .from(parts)
        .where(and(car, filedIn(kinds.flatMap((kind) => kind.categories))))
    : [];
  const sizeOf = new Map(kinds.map((kind, place) => [kind, Number(sizes?.[`k${place}`] ?? 0)]));
  const telling = kindsByTelling(kinds, (kind) => sizeOf.get(kind) ?? 0);
  const tiers: SQL[] = [
    ...telling.map((kind, place) => sql`${filedIn(kind.categories)} and ${not(filedIn(telling.slice(0, place).flatMap((nearer) => nearer.categories)))}`),
    not(filedIn(telling.flatMap((kind) => kind.categories))),
  ];
  const found: Part[] = [];
  for (const tier of tiers) {
    const rows = await db
      .select(partColumns)
      .from(parts)
      .where(and(car, ne(parts.id, part.id), tier))
      .orderBy(desc(sql`${orderableUnits} > 0`), asc(sql`${parts.name} collate "C"`), asc(parts.id))
      .limit(RELATED_PARTS - found.length);
    found.push(...rows.map(toPart));
    if (found.length === RELATED_PARTS) break;
  }
  return found;
}
