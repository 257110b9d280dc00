import { AUTO_CREATED_SECTIONS } from '../../../domain/categories-csv.ts';
import { IMPORT_MESSAGES } from '../../../domain/csv-import.ts';
import { countStagedCategoriesInCatalogue, listCategoryRows, writeStagedCategories } from '../categories/categories.repository.ts';
import type { Importer } from './importer.ts';

/** SPEC §5 "Categories CSV". */
export const categoriesImporter: Importer = {
  kind: 'categories',
  noun: 'category',
  // The rows are checked against the sections the catalogue has.
  readContext: async (db) => (await listCategoryRows(db)).filter((row) => row.isSection).map((row) => row.name.toUpperCase()),
  countDuplicates: countStagedCategoriesInCatalogue,
  write: (tx, jobId, options) => writeStagedCategories(tx, jobId, { ...options, createSections: AUTO_CREATED_SECTIONS }),
  messages: { noneValid: IMPORT_MESSAGES.noRecordsImported, noneImported: IMPORT_MESSAGES.noRecordsImported },
};
