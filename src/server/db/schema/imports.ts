import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** CSV imports: analysed first (dry run), committed once, atomically. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    fileName: text('file_name').notNull(),
    stats: jsonb('stats').notNull().default({}),
    errors: jsonb('errors').notNull().default([]),
    createdBy: text('created_by'),
    /** 0-100 as the server reads, checks and writes. */
    progress: integer('progress').notNull().default(0),
    /** Rows naming something that already exists: the overwrite-or-cancel question. */
    duplicates: integer('duplicates').notNull().default(0),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written as the work goes on: a job that stops being written to was stopped with its server. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_created_at').on(t.createdAt.desc()),
    index('import_jobs_status').on(t.status),
    // One import reads or writes at a time, across every server: the database refuses a second.
    uniqueIndex('import_jobs_one_running').on(sql`(true)`).where(sql`status in ('analysing', 'importing')`),
  ],
);

/**
 * The rows of an analysed import, waiting for the owner's go-ahead: the commit writes them all in one
 * transaction, set-based, and any server can do it. Dropped with their job.
 */
export const importRows = pgTable(
  'import_rows',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    /** What the row names (a normalised SKU, a category or model key): duplicates are found by it. */
    key: text('key').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.row] }), index('import_rows_key').on(t.jobId, t.key)],
);

/** The words an import's parts bring to the search vocabulary, gathered while its file was read; written with its parts. */
export const importTerms = pgTable(
  'import_terms',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    joined: boolean('joined').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.term] })],
);
