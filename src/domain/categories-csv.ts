import { z } from 'zod';

import { CATEGORY_MESSAGES, categoryFields } from './category.schema.ts';
import { headerKey, IMPORT_MESSAGES, type RowError } from './csv-import.ts';

/** SPEC §5 "Categories CSV": name and section are required, description optional. */
export const CATEGORIES_REQUIRED_COLUMNS = ['name', 'section'] as const;
/** Sections a categories file may name before they exist: they are created (SPEC §5). */
export const AUTO_CREATED_SECTIONS = ['DECALS', 'NOS'] as const;

const CategoryRowSchema = z.object({ ...categoryFields, section: z.string().trim().min(1, CATEGORY_MESSAGES.sectionRequired) });
export type ImportedCategory = z.infer<typeof CategoryRowSchema>;

export type CategoryRowResult = { kind: 'category'; category: ImportedCategory } | { kind: 'skip'; error: RowError } | { kind: 'error'; errors: RowError[] };

export function readCategoriesHeader(headers: string[]): { ok: true; index: Map<string, number> } | { ok: false; message: string } {
  const index = new Map<string, number>();
  headers.map(headerKey).forEach((key, i) => {
    if (key && !index.has(key)) index.set(key, i);
  });
  const missing = CATEGORIES_REQUIRED_COLUMNS.filter((column) => !index.has(column));
  return missing.length ? { ok: false, message: IMPORT_MESSAGES.missingColumns([...missing]) } : { ok: true, index };
}

/**
 * One row of a categories file. `sections` are the shop's section names in capitals; a section is
 * matched whatever its case, and DECALS and NOS are accepted before they exist.
 */
export function readCategoryRow(index: Map<string, number>, cells: string[], row: number, sections: Set<string>): CategoryRowResult {
  const cell = (key: string) => (cells[index.get(key) ?? -1] ?? '').trim();
  if (!cell('name') && !cell('section') && !cell('description')) return { kind: 'skip', error: { row, column: 'name', message: 'Skipped: empty row' } };
  const parsed = CategoryRowSchema.safeParse({ name: cell('name'), section: cell('section'), description: cell('description') });
  if (!parsed.success) return { kind: 'error', errors: parsed.error.issues.map((issue) => ({ row, column: String(issue.path[0] ?? ''), message: issue.message })) };
  const section = parsed.data.section.toUpperCase();
  if (!sections.has(section) && !(AUTO_CREATED_SECTIONS as readonly string[]).includes(section)) {
    return { kind: 'error', errors: [{ row, column: 'section', message: `Section "${parsed.data.section}" does not exist. Add it under Category Sections first.` }] };
  }
  if (sections.has(parsed.data.name.toUpperCase())) return { kind: 'error', errors: [{ row, column: 'name', message: `"${parsed.data.name}" is the name of a section` }] };
  return { kind: 'category', category: { ...parsed.data, section } };
}

export const CATEGORIES_EXPORT_HEADERS = ['name', 'section', 'description'] as const;
