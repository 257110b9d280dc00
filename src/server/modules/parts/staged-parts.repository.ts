import { count, type SQL, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { batchGinUpkeep, mergePartsPendingLists } from '../../db/upkeep.ts';
import { parts } from '../../db/schema/index.ts';

// An import's staged parts written into the catalogue, inside the import's transaction (ADR 008;
// parts.repository.ts is the table's home).

/** How a staged part's field (data->'part'->key) becomes a parts column. */
const IMPORTED_COLUMNS: { column: string; key: string; cast: string }[] = [
  { column: 'type', key: 'type', cast: 'text' },
  { column: 'description', key: 'description', cast: 'text' },
  { column: 'regular_price', key: 'regularPrice', cast: 'numeric' },
  { column: 'categories', key: 'categories', cast: 'text[]' },
  { column: 'shipping_class', key: 'shippingClass', cast: 'text' },
  { column: 'weight_lbs', key: 'weightLbs', cast: 'numeric' },
  { column: 'length_in', key: 'lengthIn', cast: 'numeric' },
  { column: 'width_in', key: 'widthIn', cast: 'numeric' },
  { column: 'height_in', key: 'heightIn', cast: 'numeric' },
  { column: 'year_start', key: 'yearStart', cast: 'int' },
  { column: 'year_end', key: 'yearEnd', cast: 'int' },
  { column: 'make', key: 'make', cast: 'make' },
  { column: 'model', key: 'model', cast: 'text' },
  { column: 'in_stock', key: 'inStock', cast: 'boolean' },
  { column: 'stock', key: 'stock', cast: 'int' },
];

/** The SQL value of a staged field; makes are written as Vehicle Management spells them (stagedParts). */
function stagedValue(key: string, cast: string): SQL {
  const field = sql`s.p -> ${key}`;
  const text = sql`s.p ->> ${key}`;
  switch (cast) {
    case 'text[]':
      return sql`array(select jsonb_array_elements_text(${field}))`;
    case 'make':
      return sql`s.make`;
    default:
      return sql`(${text})::${sql.raw(cast)}`;
  }
}

/** Rows of an import's file, by their row numbers: the commit writes its staged parts a range at a time. */
interface RowRange {
  first: number;
  last: number;
}

/**
 * File rows written per statement on PostgreSQL: the commit reports its progress between them (100,000
 * parts: ten statements), which the panel shows. On the embedded database the panel's requests wait for
 * the commit, so the rows go in one statement, which is about half a second quicker there (bench/README.md).
 */
const WRITE_RANGE_ROWS = 10_000;

/**
 * An import's staged parts (those of `rows`), each with its make as Vehicle Management spells it
 * ("pontiac, OAKLAND" is "Pontiac, Oakland"). The spelling is worked out once for each distinct make
 * text of the file and joined to its rows: worked out row by row it took 1.5 s of a 100,000-row commit
 * (bench/README.md).
 */
const stagedParts = (jobId: string, rows: RowRange) => sql`(
  select r.data -> 'part' as p, r.data -> 'provided' as provided, r.key, spellings.spelled as make
  from import_rows r
  left join (
    select typed.make, (
      select string_agg(coalesce(vm.name, trim(m.v)), ', ' order by m.ord)
      from unnest(string_to_array(typed.make, ',')) with ordinality as m(v, ord)
      left join vehicle_makes vm on lower(vm.name) = lower(trim(m.v))
    ) as spelled
    from (select distinct data -> 'part' ->> 'make' as make from import_rows where job_id = ${jobId} and row between ${rows.first} and ${rows.last}) typed
  ) spellings on spellings.make = r.data -> 'part' ->> 'make'
  where r.job_id = ${jobId} and r.row between ${rows.first} and ${rows.last}
)`;

/** How many staged parts name a part number the catalogue has already (however it is typed). */
export async function countStagedPartsInCatalogue(db: Db, jobId: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from import_rows r join ${parts} x on x.sku_normalized = r.key where r.job_id = ${jobId}`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/**
 * The indexes of parts and part_categories a large import on the embedded database builds afresh instead
 * of keeping them up row by row: every one that no uniqueness rests on. A build sorts each index's entries
 * once, where a write row by row finds each entry's place (100,000 parts on PGlite: bench/README.md).
 */
const REBUILT_PARTS_INDEXES = ['parts_search_text_trgm', 'parts_categories_gin', 'parts_make', 'parts_model', 'parts_years', 'parts_regular_price', 'parts_name', 'parts_updated', 'part_categories_vehicle'];

/** Takes the indexes down, runs `write`, and creates them again as the database defined them. */
async function withPartsIndexesRebuilt<T>(tx: Db, write: () => Promise<T>): Promise<T> {
  const result = await tx.execute(
    sql`select indexdef from pg_indexes where schemaname = current_schema() and tablename in ('parts', 'part_categories') and indexname = any(${sql.param(REBUILT_PARTS_INDEXES)}::text[])`,
  );
  const { rows } = result as unknown as { rows: { indexdef: string }[] };
  for (const name of REBUILT_PARTS_INDEXES) await tx.execute(sql.raw(`drop index if exists ${name}`));
  const written = await write();
  for (const { indexdef } of rows) await tx.execute(sql.raw(indexdef));
  return written;
}

/** Whether an import brings at least as many parts as the catalogue holds: building its indexes afresh is then the quicker. */
async function importOutweighsCatalogue(tx: Db, stagedRows: number): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(parts);
  return stagedRows >= (row?.n ?? 0);
}

/**
 * Writes an import's staged parts inside the import's transaction, the GIN indexes' upkeep batched; a
 * large import on the embedded database builds the indexes afresh instead (withPartsIndexesRebuilt).
 */
export async function writeStagedParts(
  tx: Db,
  jobId: string,
  options: { overwrite: boolean; keepExistingWhenBlank: boolean; holdsDatabase: boolean; stagedRows: number; onProgress: (share: number) => void },
): Promise<{ created: number; updated: number }> {
  await batchGinUpkeep(tx, { searchesMeanwhile: !options.holdsDatabase });
  // Nothing reads the embedded database while the commit holds it, so its indexes may be down meanwhile;
  // on PostgreSQL the public search goes on reading them.
  if (options.holdsDatabase && (await importOutweighsCatalogue(tx, options.stagedRows))) return withPartsIndexesRebuilt(tx, () => writeRows(tx, jobId, options));
  const written = await writeRows(tx, jobId, options);
  await mergePartsPendingLists(tx);
  return written;
}

/**
 * The staged parts in set-based statements, WRITE_RANGE_ROWS rows of the file at a time on PostgreSQL:
 * updates of the part numbers the catalogue has (when `overwrite`; a blank cell keeps the value when
 * `keepExistingWhenBlank`), then inserts of the rest. The rest are told by the normalised SKU's unique
 * index (ON CONFLICT), not by looking for each one in parts: with the parts table analysed while empty (a
 * new shop that imported its categories first), the planner scanned the whole table for every row while
 * the rows went in, and 30,000 parts took a minute. A file names each part number once, so a range's
 * inserts never meet another range's updates.
 */
async function writeRows(
  tx: Db,
  jobId: string,
  options: { overwrite: boolean; keepExistingWhenBlank: boolean; holdsDatabase: boolean; onProgress: (share: number) => void },
): Promise<{ created: number; updated: number }> {
  const count = (result: unknown) => Number((result as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  const bounds = (await tx.execute(sql`select min(row)::int as first, max(row)::int as last from import_rows where job_id = ${jobId}`)) as unknown as { rows: { first: number | null; last: number | null }[] };
  const { first, last } = bounds.rows[0] ?? { first: null, last: null };
  if (first === null || last === null) return { created: 0, updated: 0 };
  const rangeRows = options.holdsDatabase ? last - first + 1 : WRITE_RANGE_ROWS;
  const assignments = IMPORTED_COLUMNS.map(({ column, key, cast }) => {
    const value = stagedValue(key, cast);
    return options.keepExistingWhenBlank ? sql`${sql.raw(column)} = case when s.provided ? ${key} then ${value} else x.${sql.raw(column)} end` : sql`${sql.raw(column)} = ${value}`;
  });
  let updated = 0;
  let created = 0;
  for (let from = first; from <= last; from += rangeRows) {
    const rows = { first: from, last: Math.min(last, from + rangeRows - 1) };
    if (options.overwrite) {
      updated += count(
        await tx.execute(sql`
          with changed as (
            update ${parts} x set sku = s.p ->> 'sku', name = s.p ->> 'name', ${sql.join(assignments, sql`, `)}, updated_at = now()
            from ${stagedParts(jobId, rows)} s
            where x.sku_normalized = s.key
            returning 1)
          select count(*)::int as n from changed`),
      );
    }
    created += count(
      await tx.execute(sql`
        with added as (
          insert into ${parts} (sku, name, ${sql.raw(IMPORTED_COLUMNS.map(({ column }) => column).join(', '))})
          select s.p ->> 'sku', s.p ->> 'name', ${sql.join(IMPORTED_COLUMNS.map(({ key, cast }) => stagedValue(key, cast)), sql`, `)}
          from ${stagedParts(jobId, rows)} s
          on conflict (sku_normalized) do nothing
          returning 1)
        select count(*)::int as n from added`),
    );
    options.onProgress((rows.last - first + 1) / (last - first + 1));
  }
  return { created, updated };
}
