import type { Actor } from '../activity/activity.repository.ts';
import type { ImportCommit, ImportKind, RowError } from '../../../domain/csv-import.ts';
import type { Db } from '../../db/client.ts';

export type RowOutcome = { kind: 'row'; key: string; data: unknown } | { kind: 'skip'; error: RowError } | { kind: 'error'; errors: RowError[] };

export type RowReader = (cells: string[], row: number) => RowOutcome;

/** How a commit writes: the owner's choices, and what the database allows. */
export interface WriteOptions extends ImportCommit {
  /**
   * The commit holds the whole database while it runs (PGlite's one connection: the catalogue waits for it
   * anyway), so a large write may take indexes down and build them again instead of keeping them up row by row.
   */
  holdsDatabase: boolean;
}

/** What one kind of import supplies to the engine: its columns and row rules, how it finds duplicates, how it writes. */
export interface Importer {
  kind: ImportKind;
  /** What a row is called in messages: "part", "category", "model". */
  noun: string;
  /** Reads the header row and gives the reader of the data rows; `db` for what rows are checked against (sections). */
  readHeader(headers: string[], options: { decimalComma: boolean; db: Db }): Promise<{ ok: true; readRow: RowReader } | { ok: false; message: string }>;
  /** A second row with the same key in one file is skipped, naming the first. */
  duplicateInFile(firstRow: number): string;
  /** The words a staged row brings to the search vocabulary (parts), gathered while the file is read and staged with the rows. */
  vocabularyOf?(data: unknown, into: Set<string>): void;
  /** Staged rows that name something already in the catalogue. */
  countDuplicates(db: Db, jobId: string): Promise<number>;
  /** Writes the staged rows, inside the import's transaction. */
  write(tx: Db, jobId: string, options: WriteOptions, actor: Actor): Promise<{ created: number; updated: number }>;
  messages: { noneValid: string; noneImported: string };
}
