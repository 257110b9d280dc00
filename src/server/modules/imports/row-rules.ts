import { readCategoriesHeader, readCategoryRow } from '../../../domain/categories-csv.ts';
import type { ImportKind, RowError } from '../../../domain/csv-import.ts';
import { type PartRowRead, readPartRow, readPartsHeader } from '../../../domain/parts-csv.ts';
import { addVocabularyTerms } from '../../../domain/search-text.ts';
import { normalizeSku } from '../../../domain/sku.ts';
import { readVehicleRow, readVehiclesHeader } from '../../../domain/vehicles-csv.ts';

export type RowOutcome = { kind: 'row'; key: string; data: unknown } | { kind: 'skip'; error: RowError } | { kind: 'error'; errors: RowError[] };

export type RowReader = (cells: string[], row: number) => RowOutcome;

/**
 * How one kind of import reads its file: its columns and row rules, from src/domain. Pure functions of
 * the file and of `context` (what the rows are checked against, read from the database beforehand and
 * passed as plain data), so the file is read in a worker thread (analysis-worker.ts).
 */
export interface RowRules {
  /** Reads the header row and gives the reader of the data rows. */
  readHeader(headers: string[], options: { decimalComma: boolean; context: unknown }): { ok: true; readRow: RowReader } | { ok: false; message: string };
  /** A second row with the same key in one file is skipped, naming the first. */
  duplicateInFile(firstRow: number): string;
  /** The words a staged row brings to the search vocabulary (parts), gathered while the file is read and staged with the rows; `joined`, those written apart (addVocabularyTerms). */
  vocabularyOf?(data: unknown, into: Set<string>, joined: Set<string>): void;
}

/** SPEC §5 "Parts CSV", WooCommerce exports included. */
const partsRules: RowRules = {
  readHeader(headers, { decimalComma }) {
    const header = readPartsHeader(headers);
    if (!header.ok) return header;
    return {
      ok: true,
      readRow(cells, row) {
        const result = readPartRow(header.columns, cells, row, { decimalComma });
        if (result.kind !== 'part') return result;
        return { kind: 'row', key: normalizeSku(result.read.part.sku), data: result.read };
      },
    };
  },
  duplicateInFile: (firstRow) => `Skipped: the same SKU is on row ${firstRow}`,
  vocabularyOf: (data, into, joined) => addVocabularyTerms((data as PartRowRead).part, into, joined),
};

/** SPEC §5 "Categories CSV"; `context` is the upper-case names of the sections the catalogue has. */
const categoriesRules: RowRules = {
  readHeader(headers, { context }) {
    const header = readCategoriesHeader(headers);
    if (!header.ok) return header;
    const sections = new Set(context as string[]);
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
};

/** SPEC §5 "Models CSV". */
const vehiclesRules: RowRules = {
  readHeader(headers) {
    const header = readVehiclesHeader(headers);
    if (!header.ok) return header;
    return {
      ok: true,
      readRow(cells, row) {
        const result = readVehicleRow(header.index, cells, row);
        if (result.kind !== 'model') return result;
        const { model } = result;
        return { kind: 'row', key: [model.make, model.name].map((text) => text.toLowerCase()).concat([String(model.yearStart), String(model.yearEnd)]).join('|'), data: model };
      },
    };
  },
  duplicateInFile: (firstRow) => `Skipped: the same make, model and years are on row ${firstRow}`,
};

export const ROW_RULES: Record<ImportKind, RowRules> = { parts: partsRules, categories: categoriesRules, vehicles: vehiclesRules };
