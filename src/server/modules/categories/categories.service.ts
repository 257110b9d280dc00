import { CATEGORY_MESSAGES, type Category, type CategoryInput, type CategoryTree, type CategoryUpdate, type Section, type SectionInput, type SectionUpdate } from '../../../domain/category.schema.ts';
import type { Db } from '../../db/client.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors.ts';
import { AppError, ConflictError, NotFoundError, requireSameVersion, requireUnchangedForDelete, ValidationError } from '../../errors.ts';
import { type Actor, recordActivity } from '../activity/activity.repository.ts';
import { countPartsByCategory, countPartsInCategory, replaceCategoryOnParts } from '../parts/parts.repository.ts';
import {
  type CategoryRow,
  countCategoriesInSection,
  deleteCategoryRow,
  findCategoryByName,
  findCategoryRow,
  insertCategoryRow,
  listCategoryRows,
  lockCategoryRow,
  updateCategoryRow,
} from './categories.repository.ts';

export class DuplicateCategoryError extends AppError {
  constructor(name: string) {
    super(409, CATEGORY_MESSAGES.duplicate(name), 'DUPLICATE_CATEGORY');
  }
}

/** A category that parts still name cannot go: the answer says how many, so the screen can link to them. */
export class CategoryInUseError extends AppError {
  constructor(readonly partCount: number) {
    super(409, CATEGORY_MESSAGES.inUse(partCount), 'CATEGORY_IN_USE');
  }
}

/** Section names are headings: kept in capitals (SPEC §9 "Categories with upper-case names act as group headings"). */
const sectionName = (name: string) => name.toUpperCase();

function toCategory(row: CategoryRow, partCounts: Map<string, number>): Category {
  return { id: row.id, name: row.name, description: row.description, sectionId: row.parentId, partCount: partCounts.get(row.name.toLowerCase()) ?? 0, updatedAt: row.updatedAt.toISOString() };
}

function toSection(row: CategoryRow, categoryCount: number): Section {
  return { id: row.id, name: row.name, description: row.description, categoryCount, updatedAt: row.updatedAt.toISOString() };
}

/** Runs a write; a name that another category or section has already (any case) becomes SPEC's message. */
async function uniqueName<T>(db: Db, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    throw new DuplicateCategoryError((await findCategoryByName(db, name))?.name ?? name);
  }
}

export async function getCategoryTree(db: Db): Promise<CategoryTree> {
  const [rows, partCounts] = await Promise.all([listCategoryRows(db), countPartsByCategory(db)]);
  const sectionIds = new Set(rows.filter((row) => row.isSection).map((row) => row.id));
  const categoriesOf = (sectionId: number) => rows.filter((row) => !row.isSection && row.parentId === sectionId).map((row) => toCategory(row, partCounts));
  return {
    sections: rows.filter((row) => row.isSection).map((row) => {
      const categories = categoriesOf(row.id);
      return { ...toSection(row, categories.length), categories };
    }),
    withoutSection: rows.filter((row) => !row.isSection && (row.parentId === null || !sectionIds.has(row.parentId))).map((row) => toCategory(row, partCounts)),
  };
}

export async function listSections(db: Db): Promise<Section[]> {
  return (await getCategoryTree(db)).sections.map(({ categories: _categories, ...section }) => section);
}

export async function getCategory(db: Db, id: number): Promise<Category> {
  const row = await findCategoryRow(db, id, 'category');
  if (!row) throw new NotFoundError('Category not found');
  return toCategory(row, new Map([[row.name.toLowerCase(), await countPartsInCategory(db, row.name)]]));
}

export async function getSection(db: Db, id: number): Promise<Section> {
  const row = await findCategoryRow(db, id, 'section');
  if (!row) throw new NotFoundError('Section not found');
  return toSection(row, await countCategoriesInSection(db, id));
}

async function requireSection(tx: Db, sectionId: number): Promise<void> {
  if (!(await findCategoryRow(tx, sectionId, 'section'))) throw new ValidationError(CATEGORY_MESSAGES.sectionRequired);
}

export async function createCategory(db: Db, actor: Actor, input: CategoryInput): Promise<Category> {
  return uniqueName(db, input.name, () =>
    db.transaction(async (tx) => {
      await requireSection(tx, input.sectionId);
      const row = await insertCategoryRow(tx, { name: input.name, description: input.description, parentId: input.sectionId, isSection: false });
      await recordActivity(tx, actor, { action: 'create', entityType: 'category', entityId: row.id, summary: `Created category ${row.name}` });
      return toCategory(row, new Map());
    }),
  );
}

/**
 * Saves a category. A new name is written onto every part that names the old one, in the same
 * transaction as the rename and its audit row: no part is ever left naming a category that is gone.
 */
export async function updateCategory(db: Db, actor: Actor, id: number, { category: input, expectedUpdatedAt }: CategoryUpdate): Promise<Category> {
  return uniqueName(db, input.name, () =>
    db.transaction(async (tx) => {
      const before = requireSameVersion(await lockCategoryRow(tx, id, 'category'), expectedUpdatedAt, 'category');
      await requireSection(tx, input.sectionId);
      const row = await updateCategoryRow(tx, id, { name: input.name, description: input.description, parentId: input.sectionId });
      const renamed = before.name !== row.name ? await replaceCategoryOnParts(tx, before.name, row.name) : 0;
      const summary = before.name !== row.name ? `Renamed category ${before.name} to ${row.name} (${renamed} part${renamed === 1 ? '' : 's'} updated)` : `Updated category ${row.name}`;
      await recordActivity(tx, actor, { action: 'update', entityType: 'category', entityId: id, summary });
      return toCategory(row, new Map([[row.name.toLowerCase(), await countPartsInCategory(tx, row.name)]]));
    }),
  );
}

/** Deletes a category no part names; one in use is refused with how many parts name it (first: changed meanwhile or not, it stays), and one changed since `expectedUpdatedAt` (when named). */
export async function deleteCategory(db: Db, actor: Actor, id: number, expectedUpdatedAt?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCategoryRow(tx, id, 'category');
    if (!row) throw new NotFoundError('Category not found');
    // In use, it cannot go whatever was changed meanwhile: that refusal is the one the admin can act on.
    const inUse = await countPartsInCategory(tx, row.name);
    if (inUse > 0) throw new CategoryInUseError(inUse);
    requireUnchangedForDelete(row, expectedUpdatedAt, 'category');
    await deleteCategoryRow(tx, id);
    await recordActivity(tx, actor, { action: 'delete', entityType: 'category', entityId: id, summary: `Deleted category ${row.name}` });
  });
}

export async function createSection(db: Db, actor: Actor, input: SectionInput): Promise<Section> {
  const name = sectionName(input.name);
  return uniqueName(db, name, () =>
    db.transaction(async (tx) => {
      const row = await insertCategoryRow(tx, { name, description: input.description, parentId: null, isSection: true });
      await recordActivity(tx, actor, { action: 'create', entityType: 'section', entityId: row.id, summary: `Created section ${row.name}` });
      return toSection(row, 0);
    }),
  );
}

export async function updateSection(db: Db, actor: Actor, id: number, { section: input, expectedUpdatedAt }: SectionUpdate): Promise<Section> {
  const name = sectionName(input.name);
  return uniqueName(db, name, () =>
    db.transaction(async (tx) => {
      const before = requireSameVersion(await lockCategoryRow(tx, id, 'section'), expectedUpdatedAt, 'section');
      const row = await updateCategoryRow(tx, id, { name, description: input.description });
      const summary = before.name !== row.name ? `Renamed section ${before.name} to ${row.name}` : `Updated section ${row.name}`;
      await recordActivity(tx, actor, { action: 'update', entityType: 'section', entityId: id, summary });
      return toSection(row, await countCategoriesInSection(tx, id));
    }),
  );
}

/** A section that still holds categories cannot go (SPEC §8's message; first, as for a category in use); an empty one can. */
export async function deleteSection(db: Db, actor: Actor, id: number, expectedUpdatedAt?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCategoryRow(tx, id, 'section');
    if (!row) throw new NotFoundError('Section not found');
    if ((await countCategoriesInSection(tx, id)) > 0) throw new ConflictError(CATEGORY_MESSAGES.sectionHasCategories);
    requireUnchangedForDelete(row, expectedUpdatedAt, 'section');
    await deleteCategoryRow(tx, id);
    await recordActivity(tx, actor, { action: 'delete', entityType: 'section', entityId: id, summary: `Deleted section ${row.name}` });
  });
}
