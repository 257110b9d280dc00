import type { Actor } from '../activity/activity.repository.ts';
import type { ImportCommit, ImportKind } from '../../../domain/csv-import.ts';
import type { Db } from '../../db/client.ts';

/** How a commit writes: the owner's choices, and what the database allows. */
export interface WriteOptions extends ImportCommit {
  /**
   * The commit holds the whole database while it runs (PGlite's one connection: the catalogue waits for it
   * anyway), so a large write may take indexes down and build them again instead of keeping them up row by row.
   */
  holdsDatabase: boolean;
  /** How much of the write is done, from 0 to 1: the panel's progress while a long commit runs. */
  onProgress: (share: number) => void;
}

/**
 * What one kind of import supplies to the engine beside its row rules (ROW_RULES in row-rules.ts, by its
 * kind): what the rows are checked against, how it finds duplicates, how it writes.
 */
export interface Importer {
  kind: ImportKind;
  /** What a row is called in messages: "part", "category", "model". */
  noun: string;
  /** What the rows are checked against, read before the file (the `context` of its RowRules). */
  readContext?(db: Db): Promise<unknown>;
  /** Staged rows that name something already in the catalogue. */
  countDuplicates(db: Db, jobId: string): Promise<number>;
  /** Writes the staged rows, inside the import's transaction. */
  write(tx: Db, jobId: string, options: WriteOptions, actor: Actor): Promise<{ created: number; updated: number }>;
  messages: { noneValid: string; noneImported: string };
}
