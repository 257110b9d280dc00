import { and, desc, eq, inArray, sql } from 'drizzle-orm';

import type { ImportKind, ImportStats, ImportStatus, RowError } from '../../../domain/csv-import.ts';
import type { Db } from '../../db/client.ts';
import { importJobs, importRows, importTerms, searchTerms } from '../../db/schema/index.ts';

export type ImportJobRow = typeof importJobs.$inferSelect;

export async function insertImportJob(db: Db, values: { kind: ImportKind; fileName: string; createdBy: string | null }): Promise<ImportJobRow> {
  const [row] = await db.insert(importJobs).values({ ...values, status: 'analysing' }).returning();
  return row!;
}

export async function findImportJob(db: Db, id: string): Promise<ImportJobRow | undefined> {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  return row;
}

/** The newest import of a kind that is still under way or waiting for the owner: the panel finds it again after a reload. */
export async function findOpenImportJob(db: Db, kind: ImportKind): Promise<ImportJobRow | undefined> {
  const [row] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.kind, kind), inArray(importJobs.status, ['analysing', 'ready', 'importing'])))
    .orderBy(desc(importJobs.createdAt))
    .limit(1);
  return row;
}

/** Imports of any kind still reading a file or writing rows. */
export async function listRunningImportJobs(db: Db): Promise<ImportJobRow[]> {
  return db.select().from(importJobs).where(inArray(importJobs.status, ['analysing', 'importing']));
}

export interface ImportJobChanges {
  status?: ImportStatus;
  progress?: number;
  stats?: ImportStats;
  errors?: RowError[];
  duplicates?: number;
  failure?: string | null;
  finished?: boolean;
}

/** Writes a job's state; with `from`, only if it is still in that state (answers false when it was not). */
export async function updateImportJob(db: Db, id: string, changes: ImportJobChanges, from?: ImportStatus): Promise<boolean> {
  const { finished, ...values } = changes;
  const rows = await db
    .update(importJobs)
    .set({ ...values, updatedAt: sql`now()`, ...(finished ? { finishedAt: sql`now()` } : {}) })
    .where(from ? and(eq(importJobs.id, id), eq(importJobs.status, from)) : eq(importJobs.id, id))
    .returning({ id: importJobs.id });
  return rows.length > 0;
}

/** Stages a batch of rows, the JSON text of [{ row, key, data }] (one parameter, however many rows): the fast way in on both databases. */
export async function insertImportRows(db: Db, jobId: string, rowsJson: string): Promise<void> {
  await db.execute(sql`
    insert into ${importRows} (job_id, row, key, data)
    select ${jobId}::uuid, r.row, r.key, r.data from jsonb_to_recordset(${rowsJson}::jsonb) as r(row int, key text, data jsonb)`);
}

/** Drops what an import staged: its rows and the words they bring. */
export async function deleteImportRows(db: Db, jobId: string): Promise<void> {
  await db.delete(importRows).where(eq(importRows.jobId, jobId));
  await db.delete(importTerms).where(eq(importTerms.jobId, jobId));
}

/** Stages the search-vocabulary words of an import's rows, and which of them are written apart in every row (one array parameter each, however many words). */
export async function insertImportTerms(db: Db, jobId: string, terms: readonly string[], joined: readonly string[] = []): Promise<void> {
  if (terms.length === 0) return;
  const apart = new Set(joined);
  const words = terms.filter((term) => !apart.has(term));
  await db.execute(sql`
    insert into ${importTerms} (job_id, term, joined)
    select ${jobId}::uuid, t, false from unnest(${sql.param(words)}::text[]) as t
    union all
    select ${jobId}::uuid, t, true from unnest(${sql.param([...apart])}::text[]) as t
    on conflict do nothing`);
}

/**
 * Adds an import's staged words to the search vocabulary, and tells the vocabulary trigger of this
 * transaction that it need not split the parts' texts itself (migration 0022). A dry run staged
 * without its words (by a version of the shop before that migration) leaves the work to the trigger.
 */
export async function supplyStagedVocabulary(tx: Db, jobId: string): Promise<void> {
  const staged = (await tx.execute(sql`select exists (select 1 from ${importTerms} where job_id = ${jobId}) as staged`)) as unknown as { rows: { staged: boolean }[] };
  if (!staged.rows[0]?.staged) return;
  await tx.execute(sql`select set_config('shop.vocabulary_supplied', 'on', true)`);
  // New terms are added without locking the old ones; only an old term written apart until now and held
  // as a word by an imported text is updated (migration 0037 does the same).
  await tx.execute(sql`insert into ${searchTerms} (term, joined) select term, joined from ${importTerms} where job_id = ${jobId} on conflict do nothing`);
  await tx.execute(sql`
    update ${searchTerms} set joined = false from ${importTerms}
    where ${importTerms.jobId} = ${jobId} and ${importTerms.term} = ${searchTerms.term} and ${searchTerms.joined} and not ${importTerms.joined}`);
}

export async function countImportRows(db: Db, jobId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(importRows).where(eq(importRows.jobId, jobId));
  return Number(row?.n ?? 0);
}

/** The distinct makes the staged parts name (each of "Pontiac, Oakland"). */
export async function listStagedMakes(db: Db, jobId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct trim(m.v) as make
    from ${importRows} r, unnest(string_to_array(r.data -> 'part' ->> 'make', ',')) as m(v)
    where r.job_id = ${jobId} and trim(m.v) <> ''`);
  return (result as unknown as { rows: { make: string }[] }).rows.map((row) => row.make);
}

/** The (category, section) pairs the staged parts' category paths name. */
export async function listStagedCategoryPaths(db: Db, jobId: string): Promise<{ category: string; section: string }[]> {
  const result = await db.execute(sql`
    select distinct e.key as category, e.value as section
    from ${importRows} r, jsonb_each_text(r.data -> 'sections') as e
    where r.job_id = ${jobId}`);
  return (result as unknown as { rows: { category: string; section: string }[] }).rows;
}
