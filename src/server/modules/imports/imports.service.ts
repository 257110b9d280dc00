import fs from 'node:fs';

import { sql } from 'drizzle-orm';

import {
  emptyStats,
  IMPORT_MESSAGES,
  type ImportCommit,
  type ImportJob,
  type ImportKind,
  type ImportStats,
  type ImportStatus,
  MAX_LISTED_ROW_ERRORS,
  type RowError,
} from '../../../domain/csv-import.ts';
import type { Db } from '../../db/client.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors.ts';
import { AppError, ConflictError, NotFoundError } from '../../errors.ts';
import { type Actor, recordActivity } from '../activity/activity.repository.ts';
import { createAnalysisWorker } from './analysis.ts';
import type { Importer } from './importer.ts';
import type { AnalysisEvent } from './read-rows.ts';
import {
  countImportRows,
  deleteImportRows,
  findImportJob,
  findOpenImportJob,
  type ImportJobRow,
  insertImportJob,
  insertImportRows,
  insertImportTerms,
  listRunningImportJobs,
  updateImportJob,
} from './imports.repository.ts';

/** An analysis writes its row every few thousand rows: one not written for this long stopped with its server. */
const ANALYSIS_STALE_AFTER_MS = 60_000;
/** One import writes at a time, across every server on the database (a PostgreSQL advisory lock). */
const IMPORT_LOCK = 1_926_1960;
/** A commit of 100,000 rows takes longer than a request's statement limit allows. */
const COMMIT_STATEMENT_TIMEOUT = '300s';
/** SPEC §9: header read 10%, validation 15%, parsing up to 80%. A commit: locked 30%, rows written (and reported) up to 90%. */
const PROGRESS = { header: 10, validation: 15, parsed: 80, compared: 90, locked: 30, written: 90 } as const;

interface Live {
  progress: number;
  stats: ImportStats;
  /** The job as it was when this server took it on: answered without asking the database, which a commit on PGlite holds. */
  row: ImportJobRow;
}

export interface ImportService {
  start(input: { importer: Importer; fileName: string; filePath: string; actor: Actor }): Promise<ImportJob>;
  get(id: string): Promise<ImportJob>;
  current(kind: ImportKind): Promise<ImportJob | null>;
  commit(id: string, importer: Importer, options: ImportCommit, actor: Actor): Promise<ImportJob>;
  cancel(id: string, actor: Actor): Promise<void>;
  errors(id: string): Promise<RowError[]>;
  /** Resolves when the work started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  /** Waits for the work started so far, then stops the thread that reads files. */
  close(): Promise<void>;
}

const isRunning = (row: ImportJobRow) => row.status === 'analysing' || row.status === 'importing';

/**
 * The one import engine: a file is analysed into staged rows (a dry run: what would be created,
 * updated, skipped, and each row's errors), then, on the owner's word, written in one transaction.
 * The work runs after the request has answered; the panel follows it by asking for the job.
 */
export interface ImportServiceOptions {
  db: Db;
  clock: () => Date;
  /** Brings the catalogue's statistics and search indexes up to date after an import's commit, before it is reported done, and after a failed one. */
  upkeep: () => Promise<void>;
  /** A commit holds the whole database (the embedded one): see WriteOptions. */
  commitHoldsDatabase: boolean;
  onError: (error: unknown) => void;
}

export function createImportService({ db, clock, upkeep, commitHoldsDatabase, onError }: ImportServiceOptions): ImportService {
  const live = new Map<string, Live>();
  const running = new Set<Promise<void>>();
  const analysis = createAnalysisWorker();

  const run = (work: () => Promise<void>) => {
    const task = work()
      .catch(onError)
      .finally(() => running.delete(task));
    running.add(task);
  };

  /** Whether a job the database says is running really is: this server's, or another's that is still alive. */
  async function isAlive(row: ImportJobRow): Promise<boolean> {
    if (!isRunning(row)) return false;
    if (live.has(row.id)) return true;
    if (row.status === 'analysing') return clock().getTime() - row.updatedAt.getTime() <= ANALYSIS_STALE_AFTER_MS;
    // A commit holds the import lock for its whole transaction: a free lock means its server stopped.
    return db.transaction(async (tx) => {
      const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK}) as free`)) as unknown as { rows: { free: boolean }[] };
      return !result.rows[0]?.free;
    });
  }

  /** A job whose server stopped mid-way is marked failed (nothing was written: its transaction rolled back). */
  async function settle(row: ImportJobRow): Promise<ImportJobRow> {
    if (!isRunning(row) || (await isAlive(row))) return row;
    if (await updateImportJob(db, row.id, { status: 'failed', failure: IMPORT_MESSAGES.interrupted, finished: true }, row.status as ImportStatus)) await deleteImportRows(db, row.id);
    return (await findImportJob(db, row.id)) ?? row;
  }

  function toJob(row: ImportJobRow): ImportJob {
    // This server's own progress while it works; once the row says the work is over, the row.
    const state = isRunning(row) ? live.get(row.id) : undefined;
    return {
      id: row.id,
      kind: row.kind as ImportKind,
      status: row.status as ImportJob['status'],
      fileName: row.fileName,
      progress: state?.progress ?? row.progress,
      stats: { ...emptyStats(), ...(state?.stats ?? (row.stats as Partial<ImportStats>)) },
      errors: (row.errors as RowError[]).slice(0, MAX_LISTED_ROW_ERRORS),
      duplicates: row.duplicates,
      failure: row.failure,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function load(id: string): Promise<ImportJobRow> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await findImportJob(db, id) : undefined;
    if (!row) throw new NotFoundError(IMPORT_MESSAGES.gone);
    return settle(row);
  }

  /**
   * Refuses new work while another import is reading or writing, on this server or another; a job left
   * running by a server that stopped is marked as stopped. This is the clear answer; the database's
   * import_jobs_one_running index is the guarantee, for two requests that pass it at the same moment.
   */
  async function refuseIfBusy(): Promise<void> {
    for (const row of await listRunningImportJobs(db)) if (isRunning(await settle(row))) throw new ConflictError(IMPORT_MESSAGES.busy);
  }

  /** Runs a write that makes a job running; the database refuses it while another job runs. */
  async function asTheOneRunning<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new ConflictError(IMPORT_MESSAGES.busy);
      throw error;
    }
  }

  async function fail(id: string, failure: string, stats?: ImportStats, errors?: RowError[]) {
    await updateImportJob(db, id, { status: 'failed', failure, finished: true, ...(stats ? { stats } : {}), ...(errors ? { errors } : {}) });
    await deleteImportRows(db, id);
  }

  async function analyse(row: ImportJobRow, importer: Importer, filePath: string) {
    const jobId = row.id;
    const stats = emptyStats();
    const state: Live = { progress: PROGRESS.header, stats, row };
    live.set(jobId, state);
    try {
      const size = fs.statSync(filePath).size;
      if (size === 0) return await fail(jobId, IMPORT_MESSAGES.empty);
      const context = await importer.readContext?.(db);
      let done: Extract<AnalysisEvent, { type: 'done' }> | undefined;
      // The worker reads the next rows while the database stages these.
      for await (const event of analysis.read({ kind: importer.kind, filePath, context })) {
        if (event.type === 'header') {
          if (!event.ok) return await fail(jobId, event.message);
          state.progress = PROGRESS.validation;
        } else if (event.type === 'batch') {
          await insertImportRows(db, jobId, event.rowsJson);
          Object.assign(stats, event.stats);
          state.progress = Math.min(PROGRESS.parsed, PROGRESS.validation + Math.floor(((PROGRESS.parsed - PROGRESS.validation) * event.bytesRead) / size));
          await updateImportJob(db, jobId, { progress: state.progress, stats });
        } else {
          done = event;
        }
      }
      if (!done?.sawHeader) return await fail(jobId, IMPORT_MESSAGES.empty);
      Object.assign(stats, done.stats);
      await insertImportTerms(db, jobId, done.terms, done.joined);
      if (stats.total === 0) return await fail(jobId, IMPORT_MESSAGES.noData);
      const valid = await countImportRows(db, jobId);
      if (valid === 0) return await fail(jobId, importer.messages.noneValid, stats, done.errors);
      state.progress = PROGRESS.compared;
      const duplicates = await importer.countDuplicates(db, jobId);
      stats.toUpdate = duplicates;
      stats.toCreate = valid - duplicates;
      await updateImportJob(db, jobId, { status: 'ready', progress: 100, stats, errors: done.errors, duplicates }, 'analysing');
    } catch (error) {
      await fail(jobId, IMPORT_MESSAGES.failed, stats);
      throw error;
    } finally {
      live.delete(jobId);
      fs.rmSync(filePath, { force: true });
    }
  }

  async function write(row: ImportJobRow, importer: Importer, options: ImportCommit, actor: Actor, stats: ImportStats) {
    const jobId = row.id;
    const state: Live = { progress: 10, stats, row };
    live.set(jobId, state);
    /** Set once this import holds the lock and writes: a failure after it leaves entries to merge. */
    let wrote = false;
    try {
      const result = await db.transaction(async (tx) => {
        const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK}) as ok`)) as unknown as { rows: { ok: boolean }[] };
        if (!locked.rows[0]?.ok) throw new ConflictError(IMPORT_MESSAGES.busy);
        wrote = true;
        await tx.execute(sql.raw(`set local statement_timeout = '${COMMIT_STATEMENT_TIMEOUT}'`));
        state.progress = PROGRESS.locked;
        const onProgress = (share: number) => (state.progress = Math.round(PROGRESS.locked + (PROGRESS.written - PROGRESS.locked) * share));
        const written = await importer.write(tx, jobId, { ...options, holdsDatabase: commitHoldsDatabase, onProgress }, actor);
        state.progress = PROGRESS.written;
        const imported = written.created + written.updated;
        if (imported === 0) throw new AppError(422, importer.messages.noneImported, 'NOTHING_IMPORTED');
        const skipped = stats.skipped + (options.overwrite ? 0 : stats.toUpdate);
        await recordActivity(tx, actor, {
          action: 'import',
          entityType: 'import',
          entityId: jobId,
          summary: `Imported ${importer.kind} from CSV: ${written.created} created, ${written.updated} updated, ${skipped} skipped, ${stats.errors} with errors`,
        });
        return { ...written, imported, skipped };
      });
      // Searches plan from the statistics: a large import would leave them describing the old catalogue.
      // The import has landed whatever happens here; a failure is reported and the next upkeep tries again.
      state.progress = 95;
      await upkeep().catch(onError);
      const done = { ...stats, imported: result.imported, skipped: result.skipped, toCreate: result.created, toUpdate: result.updated };
      await updateImportJob(db, jobId, { status: 'done', progress: 100, stats: done, finished: true });
      await deleteImportRows(db, jobId);
    } catch (error) {
      // The rows written before the failure are gone with the transaction, but the search indexes keep
      // their entries listed, to be read by every search until merged: the upkeep merges them. (An import
      // refused because another holds the lock wrote nothing.)
      if (wrote) await upkeep().catch(onError);
      await fail(jobId, error instanceof AppError ? error.message : IMPORT_MESSAGES.failed);
      if (!(error instanceof AppError)) throw error;
    } finally {
      live.delete(jobId);
    }
  }

  return {
    async start({ importer, fileName, filePath, actor }) {
      let row: ImportJobRow;
      try {
        await refuseIfBusy();
        // A dry run left waiting for an answer is dropped when the owner starts another of its kind.
        const waiting = await findOpenImportJob(db, importer.kind);
        if (waiting && waiting.status === 'ready' && (await updateImportJob(db, waiting.id, { status: 'cancelled', finished: true }, 'ready'))) await deleteImportRows(db, waiting.id);
        row = await asTheOneRunning(() => insertImportJob(db, { kind: importer.kind, fileName, createdBy: actor.email }));
      } catch (error) {
        fs.rmSync(filePath, { force: true });
        throw error;
      }
      live.set(row.id, { progress: PROGRESS.header, stats: emptyStats(), row });
      run(() => analyse(row, importer, filePath));
      return toJob(row);
    },

    async get(id) {
      // This server's own work is answered from memory: on PGlite the database is busy with it.
      const state = live.get(id);
      if (state) return toJob(state.row);
      return toJob(await load(id));
    },

    async current(kind) {
      const own = [...live.values()].find((state) => state.row.kind === kind);
      if (own) return toJob(own.row);
      const row = await findOpenImportJob(db, kind);
      if (!row) return null;
      const settled = await settle(row);
      return settled.status === 'failed' ? null : toJob(settled);
    },

    async commit(id, importer, options, actor) {
      const row = await load(id);
      if (row.kind !== importer.kind) throw new NotFoundError(IMPORT_MESSAGES.gone);
      if (row.status !== 'ready') throw new ConflictError(IMPORT_MESSAGES.notReady);
      await refuseIfBusy();
      // Only one request moves a dry run on: a second click finds it importing already.
      if (!(await asTheOneRunning(() => updateImportJob(db, id, { status: 'importing', progress: 0 }, 'ready')))) throw new ConflictError(IMPORT_MESSAGES.notReady);
      const stats = { ...emptyStats(), ...(row.stats as Partial<ImportStats>) };
      const importing = { ...row, status: 'importing', progress: 0 };
      run(() => write(importing, importer, options, actor, stats));
      return toJob(importing);
    },

    async cancel(id, actor) {
      const row = await load(id);
      if (!(await updateImportJob(db, id, { status: 'cancelled', finished: true }, 'ready'))) throw new ConflictError(IMPORT_MESSAGES.notReady);
      await deleteImportRows(db, id);
      await recordActivity(db, actor, { action: 'import', entityType: 'import', entityId: id, summary: `Cancelled the ${row.kind} import of ${row.fileName}` });
    },

    async errors(id) {
      return (await load(id)).errors as RowError[];
    },

    async idle() {
      while (running.size) await Promise.allSettled([...running]);
    },

    async close() {
      await this.idle();
      await analysis.close();
    },
  };
}
