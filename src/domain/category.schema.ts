import { z } from 'zod';

import { ExpectedUpdatedAtSchema } from './edit-version.ts';
import { rowIdParam } from './query-values.ts';
import { countOf, formatCount } from './counts.ts';

/** SPEC §8's words for categories and sections. */
export const CATEGORY_MESSAGES = {
  sectionRequired: 'Please select a section',
  nameRequired: 'Name is required',
  duplicate: (name: string) => `Category "${name}" already exists`,
  sectionHasCategories: 'Cannot delete this category because it contains subcategories. Please delete all subcategories first.',
  deleteCategoryFailed: 'Failed to delete category. Please try again.',
  deleteSectionFailed: 'Failed to delete section. Please try again.',
  saveCategoryFailed: 'Failed to save category',
  saveSectionFailed: 'Failed to save section',
  fetchCategoriesFailed: 'Failed to fetch categories',
  fetchSectionsFailed: 'Failed to fetch sections',
  noSections: 'No sections found in database',
  inUse: (count: number) =>
    `This category is used by ${countOf(count, 'part')}. Move ${count === 1 ? 'it' : 'them'} to another category before deleting it.`,
} as const;

export const MAX_CATEGORY_NAME_LENGTH = 200;
export const MAX_CATEGORY_DESCRIPTION_LENGTH = 2_000;

const name = z
  .string({ error: CATEGORY_MESSAGES.nameRequired })
  .trim()
  .min(1, CATEGORY_MESSAGES.nameRequired)
  .max(MAX_CATEGORY_NAME_LENGTH, `Name must be at most ${MAX_CATEGORY_NAME_LENGTH} characters`)
  // Parts list their categories separated by commas in CSV files: a comma would split this one in two.
  .refine((value) => !value.includes(','), 'Name cannot contain a comma');
const description = z.string().trim().max(MAX_CATEGORY_DESCRIPTION_LENGTH, `Description must be at most ${formatCount(MAX_CATEGORY_DESCRIPTION_LENGTH)} characters`).default('');

/** A category's name and description rules: the form, the API and the categories CSV import share them. */
export const categoryFields = { name, description };

/** The category form and the categories API share this contract (SPEC §5 "Category form"). */
export const CategoryInputSchema = z.object({
  sectionId: z.number({ error: CATEGORY_MESSAGES.sectionRequired }).int(CATEGORY_MESSAGES.sectionRequired).positive(CATEGORY_MESSAGES.sectionRequired),
  name,
  description,
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;
export type CategoryFormValues = z.input<typeof CategoryInputSchema>;

/** The section form and the sections API share this contract. Section names are shown in capitals. */
export const SectionInputSchema = z.object({ name, description });
export type SectionInput = z.infer<typeof SectionInputSchema>;
export type SectionFormValues = z.input<typeof SectionInputSchema>;

/** Updates name the version they were edited from (edit-version.ts). */
export const CategoryUpdateSchema = z.object({ category: CategoryInputSchema, expectedUpdatedAt: ExpectedUpdatedAtSchema });
export type CategoryUpdate = z.infer<typeof CategoryUpdateSchema>;
export const SectionUpdateSchema = z.object({ section: SectionInputSchema, expectedUpdatedAt: ExpectedUpdatedAtSchema });
export type SectionUpdate = z.infer<typeof SectionUpdateSchema>;

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  sectionId: z.number().int().nullable(),
  /** How many parts name this category. */
  partCount: z.number().int(),
  updatedAt: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

export const SectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  categoryCount: z.number().int(),
  updatedAt: z.string(),
});
export type Section = z.infer<typeof SectionSchema>;

/** The categories screen: every section with its categories, and any category whose section is gone. */
export const CategoryTreeSchema = z.object({
  sections: z.array(SectionSchema.extend({ categories: z.array(CategorySchema) })),
  withoutSection: z.array(CategorySchema),
});
export type CategoryTree = z.infer<typeof CategoryTreeSchema>;

export const CategoryIdParams = z.object({ id: rowIdParam('Category') });
export const SectionIdParams = z.object({ id: rowIdParam('Section') });
