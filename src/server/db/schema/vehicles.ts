import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const vehicleMakes = pgTable(
  'vehicle_makes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The version an edit names (domain/edit-version.ts). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vehicle_makes_name_unique').on(sql`lower(${t.name})`)],
);

export interface ImportStatus {
  imported_at: string;
  source: 'csv_import';
  action: 'created' | 'overwritten';
}

export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    makeId: integer('make_id')
      .notNull()
      .references(() => vehicleMakes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** Free text as restorers write it: "1940-1942, 1946-1948" or "1955, 1956, 1957". */
    allYears: text('all_years').notNull(),
    yearStart: integer('year_start').notNull(),
    yearEnd: integer('year_end').notNull(),
    productionPeriods: text('production_periods').array().notNull().default(sql`'{}'::text[]`),
    importStatus: jsonb('import_status').$type<ImportStatus>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vehicle_models_year_start_range', sql`${t.yearStart} between 1900 and 2040`),
    check('vehicle_models_year_end_range', sql`${t.yearEnd} between 1900 and 2040`),
    check('vehicle_models_year_order', sql`${t.yearEnd} >= ${t.yearStart}`),
    index('vehicle_models_make_name').on(t.makeId, sql`lower(${t.name})`),
    // The same make, name (any case) and years twice is a duplicate, refused here as well as by the form.
    uniqueIndex('vehicle_models_unique').on(t.makeId, sql`lower(${t.name})`, t.yearStart, t.yearEnd),
  ],
);
