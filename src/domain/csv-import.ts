import { z } from 'zod';

/** The three CSV imports; one engine and one panel serve them all. */
export const IMPORT_KINDS = ['parts', 'categories', 'vehicles'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** An upload is refused past this size (pictures have limits of their own). */
export const MAX_IMPORT_FILE_BYTES = 50 * 1024 * 1024;
export const MAX_IMPORT_FILE_LABEL = '50 MB';
/** Row errors kept and shown; past this only the count grows (the download holds these). */
export const MAX_LISTED_ROW_ERRORS = 1_000;

/** SPEC §8's import messages, word for word, and the panel's own. */
export const IMPORT_MESSAGES = {
  notCsv: 'Please upload a CSV file',
  empty: 'CSV content is empty',
  noData: 'No data provided for import',
  dataEmpty: 'Import data is empty',
  missingColumns: (columns: string[]) => `Missing required column(s): ${columns.join(', ')}`,
  noValidParts: 'No valid parts found in CSV file. Check the errors listed for each row.',
  noPartsImported: 'No parts were imported. Check the errors listed for each row.',
  noRecordsImported: 'No records were imported. Check the errors listed for each row.',
  failed: 'Failed to import data',
  failedWith: (reason: string) => `Import failed: ${reason}`,
  duplicates: (count: number) => `Found ${count} duplicate part(s). Choose to overwrite or cancel.`,
  tooLarge: `The file is larger than ${MAX_IMPORT_FILE_LABEL}. Split it into smaller files and import each.`,
  busy: 'Another import is running. Try again when it has finished.',
  interrupted: 'The import stopped before it finished (the server was restarted). Nothing was changed; please import the file again.',
  notReady: 'This import is not waiting to be confirmed any more.',
  addedMeanwhile: 'Parts with SKUs from this file were added while it was importing, so they could not be overwritten. Nothing was changed; please import the file again.',
  gone: 'This import no longer exists. Please choose the file again.',
  unreadable: 'The file could not be read as CSV text. Save it as CSV (UTF-8) and try again.',
} as const;

/** How a header is matched: case, spaces and punctuation ignored ("Regular price", "In stock?", "Year Start"). */
export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** One reason a row was not imported: its row number in the file (the header is row 1), the column, why. */
export const RowErrorSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type RowError = z.infer<typeof RowErrorSchema>;

/** SPEC §3 "Import stats", plus what the dry run found. */
export const ImportStatsSchema = z.object({
  total: z.number().int(),
  processed: z.number().int(),
  imported: z.number().int(),
  errors: z.number().int(),
  skipped: z.number().int(),
  toCreate: z.number().int(),
  toUpdate: z.number().int(),
});
export type ImportStats = z.infer<typeof ImportStatsSchema>;

export const emptyStats = (): ImportStats => ({ total: 0, processed: 0, imported: 0, errors: 0, skipped: 0, toCreate: 0, toUpdate: 0 });

export const IMPORT_STATUSES = ['analysing', 'ready', 'importing', 'done', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const ImportJobSchema = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  /** 0-100, reported by the server as it reads, checks and writes (SPEC §9). */
  progress: z.number().int(),
  stats: ImportStatsSchema,
  /** The first row errors (MAX_LISTED_ROW_ERRORS at most); stats.errors counts them all. */
  errors: z.array(RowErrorSchema),
  /** Rows naming something that already exists: the overwrite-or-cancel question. */
  duplicates: z.number().int(),
  /** Why the import failed, in words for the owner. */
  failure: z.string().nullable(),
  createdAt: z.string(),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;

export const ImportCommitSchema = z.object({
  /** Replace what the duplicates name; false keeps them as they are (the rows are skipped). */
  overwrite: z.boolean(),
  /** On an update, a blank cell leaves the existing value as it is. */
  keepExistingWhenBlank: z.boolean().default(true),
});
export type ImportCommit = z.infer<typeof ImportCommitSchema>;

/** The row errors as a CSV file the owner can open in a spreadsheet. */
export function rowErrorsCsvRows(errors: RowError[]): string[][] {
  return [['Row', 'Column', 'Error'], ...errors.map((error) => [String(error.row), error.column, error.message])];
}

/**
 * A cell a spreadsheet would run as a formula (= + - @, tab, CR) is written with a leading apostrophe,
 * so an exported file cannot run anything when opened.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** Each import's words in the panel (SPEC §2 and §8). */
export const IMPORT_LABELS: Record<ImportKind, { title: string; noun: string; plural: string; importing: string; duplicatesTitle: string; duplicatesMessage: (count: number) => string }> = {
  parts: { title: 'Import Parts from CSV', noun: 'part', plural: 'parts', importing: 'Importing Parts', duplicatesTitle: 'Duplicate Parts Found', duplicatesMessage: IMPORT_MESSAGES.duplicates },
  categories: {
    title: 'Import Categories',
    noun: 'category',
    plural: 'categories',
    importing: 'Importing Categories',
    duplicatesTitle: 'Duplicate Categories Found',
    duplicatesMessage: (count) => `Found ${count} categories that already exist. Choose to overwrite or cancel.`,
  },
  vehicles: {
    title: 'Import Vehicles from CSV',
    noun: 'model',
    plural: 'models',
    importing: 'Importing Vehicles',
    duplicatesTitle: 'Duplicate Models Found',
    duplicatesMessage: (count) => `Found ${count} models with overlapping years. Would you like to overwrite them?`,
  },
};

/** Undoes neutraliseFormula when a file this shop exported comes back: "'=x" is read as "=x". */
export function restoreFormula(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** One data row of an exported CSV, every cell safe to open in a spreadsheet. */
export function exportRow(cells: (string | number | null)[]): string[] {
  return cells.map((cell) => neutraliseFormula(cell === null ? '' : String(cell)));
}
