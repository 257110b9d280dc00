import { AUTO_CREATED_SECTIONS, readCategoriesHeader, readCategoryRow } from '../../../domain/categories-csv.ts';
import { IMPORT_MESSAGES } from '../../../domain/csv-import.ts';
import { countStagedCategoriesInCatalogue, listCategoryRows, writeStagedCategories } from '../categories/categories.repository.ts';
import type { Importer } from './importer.ts';

/** SPEC §5 "Categories CSV". */
export const categoriesImporter: Importer = {
  kind: 'categories',
  noun: 'category',
  async readHeader(headers, { db }) {
    const header = readCategoriesHeader(headers);
    if (!header.ok) return header;
    const sections = new Set((await listCategoryRows(db)).filter((row) => row.isSection).map((row) => row.name.toUpperCase()));
    return {
      ok: true,
      readRow(cells, row) {
        const result = readCategoryRow(header.index, cells, row, sections);
        if (result.kind !== 'category') return result;
        return { kind: 'row', key: result.category.name.toLowerCase(), data: result.category };
      },
    };
  },
  duplicateInFile: (firstRow) => `Skipped: the same name is on row ${firstRow}`,
  countDuplicates: countStagedCategoriesInCatalogue,
  write: (tx, jobId, options) => writeStagedCategories(tx, jobId, { ...options, createSections: AUTO_CREATED_SECTIONS }),
  messages: { noneValid: IMPORT_MESSAGES.noRecordsImported, noneImported: IMPORT_MESSAGES.noRecordsImported },
};
