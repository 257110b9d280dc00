import { emptyStats, type ImportKind, type ImportStats, MAX_LISTED_ROW_ERRORS, restoreFormula, type RowError } from '../../../domain/csv-import.ts';
import { openCsvFile } from './csv-reader.ts';
import { ROW_RULES, type RowReader } from './row-rules.ts';

/** Valid rows per batch, staged by one INSERT. */
export const STAGE_BATCH = 4_000;

export interface AnalysisJob {
  kind: ImportKind;
  filePath: string;
  /** What the rows are checked against (RowRules), read from the database beforehand. */
  context: unknown;
}

/** What reading a file reports, in order: its header, batches of valid rows, and the end. */
export type AnalysisEvent =
  | { type: 'header'; ok: true }
  | { type: 'header'; ok: false; message: string }
  /** Rows to stage, as the JSON text of [{ row, key, data }]; the bytes of the file read so far. */
  | { type: 'batch'; rowsJson: string; bytesRead: number; stats: ImportStats }
  /** `terms`: the search vocabulary's words the valid rows bring, `joined` those of them written apart in every row. `sawHeader` is false for a file of blank lines. */
  | { type: 'done'; stats: ImportStats; errors: RowError[]; terms: string[]; joined: string[]; sawHeader: boolean };

/** The event after which a file's reading has nothing more to say. */
export const isLastEvent = (event: AnalysisEvent) => event.type === 'done' || (event.type === 'header' && !event.ok);

/**
 * Reads an import's file row by row (Papa Parse, streaming): checks each row by its kind's rules,
 * skips a key seen before in the file, counts and lists the errors (the first MAX_LISTED_ROW_ERRORS),
 * and hands the valid rows on in batches of STAGE_BATCH. Memory stays flat whatever the file's size.
 */
export async function* readRows({ kind, filePath, context }: AnalysisJob): AsyncGenerator<AnalysisEvent> {
  const rules = ROW_RULES[kind];
  const file = await openCsvFile(filePath);
  const stats = emptyStats();
  const errors: RowError[] = [];
  const noteErrors = (found: RowError[]) => {
    for (const error of found) if (errors.length < MAX_LISTED_ROW_ERRORS) errors.push(error);
  };
  const firstRowOf = new Map<string, number>();
  const terms = new Set<string>();
  const joined = new Set<string>();
  let readRow: RowReader | undefined;
  let batch: { row: number; key: string; data: unknown }[] = [];
  let row = 0;
  let lastBytesRead = 0;
  for await (const { cells, bytesRead } of file.rows()) {
    row++;
    lastBytesRead = bytesRead;
    if (!readRow) {
      const header = rules.readHeader(cells, { decimalComma: file.delimiter === ';', context });
      if (!header.ok) {
        yield { type: 'header', ok: false, message: header.message };
        return;
      }
      readRow = header.readRow;
      yield { type: 'header', ok: true };
      continue;
    }
    stats.total++;
    stats.processed++;
    if (cells.some((cell) => cell.includes('\u0000'))) {
      stats.errors++;
      noteErrors([{ row, column: '', message: 'The row holds a NUL character, which no text may hold' }]);
      continue;
    }
    // A file this shop exported has its formula-like cells neutralised: read them as they were.
    const outcome = readRow(cells.map(restoreFormula), row);
    if (outcome.kind === 'skip') {
      stats.skipped++;
      noteErrors([outcome.error]);
    } else if (outcome.kind === 'error') {
      stats.errors++;
      noteErrors(outcome.errors);
    } else {
      const first = firstRowOf.get(outcome.key);
      if (first !== undefined) {
        stats.skipped++;
        noteErrors([{ row, column: '', message: rules.duplicateInFile(first) }]);
        continue;
      }
      firstRowOf.set(outcome.key, row);
      rules.vocabularyOf?.(outcome.data, terms, joined);
      batch.push({ row, key: outcome.key, data: outcome.data });
      if (batch.length >= STAGE_BATCH) {
        yield { type: 'batch', rowsJson: JSON.stringify(batch), bytesRead, stats: { ...stats } };
        batch = [];
      }
    }
  }
  if (batch.length) yield { type: 'batch', rowsJson: JSON.stringify(batch), bytesRead: lastBytesRead, stats: { ...stats } };
  yield { type: 'done', stats, errors, terms: [...terms], joined: [...joined], sawHeader: readRow !== undefined };
}
