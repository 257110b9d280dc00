import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';

import { IMPORT_MESSAGES } from '../../../domain/csv-import.ts';
import { activityLog, categories, parts, vehicleMakes } from '../../db/schema/index.ts';
import { catalogueUpkeepDue } from '../../db/upkeep.ts';
import { insertPart, uniqueSku } from '../../testing/builders.ts';
import { pendingIndexPages } from '../../testing/gin-pending.ts';
import { importHelpers } from '../../testing/imports.ts';
import { adminHeaders } from '../../testing/sign-in.ts';
import { ConflictError } from '../../errors.ts';
import { createImportService } from './imports.service.ts';
import { partsImporter } from './parts-importer.ts';
import { findMakeByName, insertMakeRow } from '../vehicles/vehicles.repository.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';

const WOOCOMMERCE = path.resolve(import.meta.dirname, '../../../../../shared/fixtures/woocommerce');

describeEachDatabase('parts CSV import', (context) => {
  let admin: { cookie: string; origin: string };
  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => context().app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

  const imports = importHelpers(context, () => admin);
  const analyse = (csv: string | Buffer, filename?: string) => imports.analyse('parts', csv, filename);
  const commit = (id: string, options: object = { overwrite: true }) => imports.commit(id, options);
  const partBySku = async (sku: string) => (await context().database.db.select().from(parts).where(eq(parts.sku, sku)))[0];

  beforeAll(async () => {
    admin = await adminHeaders(context());
  });

  /** Gives a staged row a year the database refuses (its check), so the commit fails when it reaches that row. */
  const breakStagedRow = (jobId: string, row: number) =>
    context().database.db.execute(sql`update import_rows set data = jsonb_set(data, '{part,yearStart}', '1800') where job_id = ${jobId} and row = ${row}`);

  it('analyses first (a dry run that changes nothing), then imports every valid row in one go, with the audit log', async () => {
    const { db } = context().database;
    // A make is written as Vehicle Management spells it, however the file types it.
    const pontiac = (await findMakeByName(db, 'Pontiac')) ?? (await insertMakeRow(db, 'Pontiac'));
    const a = uniqueSku('IMP');
    const b = uniqueSku('IMP');
    const csv = [
      '\uFEFFSKU,Name,Regular price,In stock?,Stock,Make,Model,Year Start,Year End,Categories,Weight (lbs)',
      `${a},Hood Ornament,"$1,234.50",yes,3,"Pontiac, Oakland",Chieftain,1949,1952,"EMBLEMS & SCRIPTS > Hood Ornaments",2.5`,
      `${b},Tail Lamp Lens,34.5,out of stock,-4, pONTIAC ,Star Chief,1954,1956,Tail Lamp Lenses,`,
      `,No SKU here,10,,,,,,,,`,
      `${uniqueSku('IMP')},Negative,-5,,,,,,,,`,
      `${uniqueSku('IMP')},Bad year,5,,,,,1899,1950,,`,
    ].join('\r\n');
    const job = await analyse(csv);
    expect(job).toMatchObject({ status: 'ready', progress: 100, duplicates: 0, stats: { total: 5, processed: 5, toCreate: 2, toUpdate: 0, skipped: 1, errors: 2 } });
    expect(job.errors).toEqual([
      { row: 4, column: 'SKU', message: 'Skipped: no SKU' },
      { row: 5, column: 'Regular price', message: 'Price cannot be negative' },
      { row: 6, column: 'Year Start', message: 'Start year must be between 1900 and 2040' },
    ]);
    expect(await partBySku(a)).toBeUndefined();

    const lastAnalysed = async () => {
      const result = await context().database.db.execute(sql`select clock_timestamp() as now, last_analyze as "analysed" from pg_stat_user_tables where relname = 'parts'`);
      return (result as unknown as { rows: { now: string; analysed: string | null }[] }).rows[0]!;
    };
    const before = (await lastAnalysed()).now;
    const done = await commit(job.id);
    // The search plans from fresh statistics as soon as the import is done: PostgreSQL analyses after every
    // import; the embedded database is vacuumed and analysed when its parts have changed enough.
    if (context().kind === 'postgres') expect(new Date((await lastAnalysed()).analysed ?? 0).getTime()).toBeGreaterThanOrEqual(new Date(before).getTime());
    else expect(await catalogueUpkeepDue(context().database)).toBe(false);
    expect(done).toMatchObject({ status: 'done', stats: { imported: 2, skipped: 1, errors: 2 } });
    expect(await partBySku(a)).toMatchObject({ name: 'Hood Ornament', regularPrice: '1234.50', inStock: true, stock: 3, make: 'Pontiac, Oakland', model: 'Chieftain', yearStart: 1949, yearEnd: 1952, categories: ['Hood Ornaments'], weightLbs: '2.50' });
    expect(await partBySku(b)).toMatchObject({ inStock: false, stock: 0, regularPrice: '34.50', make: pontiac.name });
    const [section] = await context().database.db.select().from(categories).where(sql`lower(${categories.name}) = 'emblems & scripts'`);
    expect(section).toMatchObject({ isSection: true });
    const [entry] = await context().database.db.select().from(activityLog).where(eq(activityLog.entityId, job.id));
    expect(entry).toMatchObject({ action: 'import', summary: 'Imported parts from CSV: 2 created, 0 updated, 1 skipped, 2 with errors' });
    const search = (await context().app.inject({ url: `/api/catalog/search?partNumber=${a}` })).json();
    expect(search.total).toBe(1);
  });

  it('writes a long file ten thousand of its rows at a time on PostgreSQL, in one transaction: every range lands, or none', async () => {
    const { db } = context().database;
    // The rows of a long file, at the edges of the ranges the commit writes (2-10,001, 10,002-20,001…).
    const spreadRows = (jobId: string) => db.execute(sql`update import_rows set row = case row when 3 then 10001 when 4 then 10002 when 5 then 20001 else row end where job_id = ${jobId}`);
    const existing = await insertPart(db, { sku: uniqueSku('LONG'), name: 'Old long', regularPrice: '3.00' });
    const added = [uniqueSku('LONG'), uniqueSku('LONG'), uniqueSku('LONG')];
    const csv = `SKU,Name,Regular price\n${added[0]},Long A,1\n${existing.sku},New long,2\n${added[1]},Long B,3\n${added[2]},Long C,4\n`;
    const job = await analyse(csv);
    await spreadRows(job.id);
    expect(await commit(job.id, { overwrite: true })).toMatchObject({ status: 'done', stats: { imported: 4, toCreate: 3, toUpdate: 1 } });
    expect((await Promise.all(added.map(partBySku))).map((part) => part?.name)).toEqual(['Long A', 'Long B', 'Long C']);
    expect(await partBySku(existing.sku)).toMatchObject({ name: 'New long' });

    const later = [uniqueSku('LONG'), uniqueSku('LONG')];
    const failing = await analyse(`SKU,Name,Regular price\n${later[0]},Written first,1\n${existing.sku},Not this,2\n${later[1]},Breaks last,3\n`);
    await spreadRows(failing.id);
    await breakStagedRow(failing.id, 10002);
    expect(await commit(failing.id, { overwrite: true })).toMatchObject({ status: 'failed', failure: 'Failed to import data' });
    expect(await partBySku(later[0]!)).toBeUndefined();
    expect(await partBySku(existing.sku)).toMatchObject({ name: 'New long' });
  });

  it('asks about duplicates: overwrite replaces the named parts (blank cells keep their values); cancel changes nothing', async () => {
    const existing = await insertPart(context().database.db, { sku: uniqueSku('DUP'), name: 'Old name', description: 'Kept when blank', regularPrice: '10.00' });
    const typedOtherwise = existing.sku.toLowerCase().replace('-', ' ');
    const csv = `SKU,Name,Regular price,Description\n${typedOtherwise},New name,12.00,\n${uniqueSku('DUP')},Brand new,5,\n`;
    const cancelled = await analyse(csv);
    expect(cancelled).toMatchObject({ status: 'ready', duplicates: 1, stats: { toCreate: 1, toUpdate: 1 } });
    // A reload of the panel finds the import waiting for its answer.
    expect((await api('GET', '/api/admin/imports/parts/current')).json()).toMatchObject({ id: cancelled.id, status: 'ready' });
    expect((await api('DELETE', `/api/admin/imports/jobs/${cancelled.id}`)).statusCode).toBe(204);
    expect((await api('GET', '/api/admin/imports/parts/current')).json()).toBeNull();
    expect((await api('GET', `/api/admin/imports/jobs/${cancelled.id}`)).json().status).toBe('cancelled');
    expect(await partBySku(existing.sku)).toMatchObject({ name: 'Old name' });
    expect((await api('POST', `/api/admin/imports/jobs/${cancelled.id}/commit`, { overwrite: true })).statusCode).toBe(409);

    const job = await analyse(csv);
    const done = await commit(job.id, { overwrite: true, keepExistingWhenBlank: true });
    expect(done.stats).toMatchObject({ imported: 2, toCreate: 1, toUpdate: 1 });
    const updated = await context().database.db.select().from(parts).where(eq(parts.id, existing.id));
    expect(updated[0]).toMatchObject({ name: 'New name', regularPrice: '12.00', description: 'Kept when blank', sku: typedOtherwise });
  });

  it('keeps the search vocabularies: an imported model filter and a mistyped imported word find the part', async () => {
    const word = `Zephyr${Date.now().toString(36).replace(/[^a-z]/g, '')}on`;
    const model = `Model ${word}`;
    const sku = uniqueSku('VOC');
    await commit((await analyse(`SKU,Name,Regular price,Model\n${sku},${word} Hubcap,9,${model}\n`)).id);
    const byModel = (await context().app.inject({ url: `/api/catalog/search?model=${encodeURIComponent(word)}` })).json();
    expect(byModel.items.map((item: { sku: string }) => item.sku)).toEqual([sku]);
    const typo = (await context().app.inject({ url: `/api/catalog/search?q=${encodeURIComponent(`${word}n`)}` })).json();
    expect(typo.items.map((item: { sku: string }) => item.sku)).toContain(sku);
  });

  it('tells the vocabulary which imported terms are written apart in every text, as the database trigger does', async () => {
    const word = `Quill${Date.now().toString(36).replace(/[^a-z]/g, '')}`.toLowerCase();
    // Written apart by a part the shop saves (the trigger), then held as a word by an imported text.
    await insertPart(context().database.db, { sku: uniqueSku('APART'), name: `${word} Lamp Lens` });
    const flags = async () => {
      const result = (await context().database.db.execute(sql`select term, joined from search_terms where term like ${`${word}%`} order by term`)) as unknown as { rows: { term: string; joined: boolean }[] };
      return Object.fromEntries(result.rows.map((row) => [row.term, row.joined]));
    };
    expect(await flags()).toEqual({ [word]: false, [`${word}lamp`]: true });
    await commit((await analyse(`SKU,Name,Regular price,Description\n${uniqueSku('APART')},${word} Bezel,9,The ${word}lamp of the ${word}-dash\n`)).id);
    expect(await flags()).toEqual({ [word]: false, [`${word}lamp`]: false, [`${word}bezel`]: true, [`${word}dash`]: true });
  });

  it('leaves the vocabulary to the database when a dry run was staged without its words (before an upgrade)', async () => {
    const word = `Quasar${Date.now().toString(36).replace(/[^a-z]/g, '')}ix`;
    const sku = uniqueSku('OLD');
    const job = await analyse(`SKU,Name,Regular price\n${sku},${word} Bezel,9\n`);
    await context().database.db.execute(sql`delete from import_terms where job_id = ${job.id}`);
    await commit(job.id);
    const typo = (await context().app.inject({ url: `/api/catalog/search?q=${encodeURIComponent(`${word}x`)}` })).json();
    expect(typo.items.map((item: { sku: string }) => item.sku)).toContain(sku);
  });

  it('skips the duplicates when the owner does not overwrite them', async () => {
    const existing = await insertPart(context().database.db, { sku: uniqueSku('KEEP'), name: 'Keep me' });
    const job = await analyse(`SKU,Name,Regular price\n${existing.sku},Changed,1\n${uniqueSku('KEEP')},Added,2\n`);
    const done = await commit(job.id, { overwrite: false });
    expect(done.stats).toMatchObject({ imported: 1, skipped: 1 });
    expect(await partBySku(existing.sku)).toMatchObject({ name: 'Keep me' });
  });

  it("answers SPEC's messages for a wrong file, an empty one, missing columns and a file with nothing valid", async () => {
    expect(await analyse('SKU,Name,Regular price\nA,B,1\n', 'parts.txt')).toMatchObject({ statusCode: 400, message: 'Please upload a CSV file' });
    expect(await analyse('', 'empty.csv')).toMatchObject({ status: 'failed', failure: 'CSV content is empty' });
    expect(await analyse('SKU,Name,Regular price\n')).toMatchObject({ status: 'failed', failure: 'No data provided for import' });
    expect(await analyse('sku,Title,Price\nA,B,1\n')).toMatchObject({ status: 'failed', failure: 'Missing required column(s): Name, Regular price' });
    const none = await analyse('SKU,Name,Regular price\nA-1,Thing,abc\n,Nameless,1\n');
    expect(none).toMatchObject({ status: 'failed', failure: 'No valid parts found in CSV file. Check the errors listed for each row.' });
    expect(none.errors).toEqual([{ row: 2, column: 'Regular price', message: 'Price must be a number' }, { row: 3, column: 'SKU', message: 'Skipped: no SKU' }]);
    const download = await api('GET', `/api/admin/imports/jobs/${none.id}/errors.csv`);
    expect(download.headers['content-type']).toContain('text/csv');
    expect(download.body).toContain('2,Regular price,Price must be a number');
  });

  it('leaves the catalogue exactly as it was when the commit fails part-way', async () => {
    const good = uniqueSku('ATOM');
    const before = (await context().database.db.select({ n: sql<number>`count(*)::int` }).from(parts))[0]!.n;
    const job = await analyse(`SKU,Name,Regular price\n${good},Fine,1\n${uniqueSku('ATOM')},Also fine,2\n`);
    await breakStagedRow(job.id, 3);
    const failed = await commit(job.id);
    expect(failed).toMatchObject({ status: 'failed', failure: 'Failed to import data' });
    expect(await partBySku(good)).toBeUndefined();
    expect((await context().database.db.select({ n: sql<number>`count(*)::int` }).from(parts))[0]!.n).toBe(before);
    // Nor does it leave the search indexes listing the entries of the rows written before the failure.
    if (context().database.kind === 'postgres') expect(await pendingIndexPages(context().database.db)).toBe(0);
  });

  it('changes nothing when a part with a SKU of the file is added while an overwriting import writes', async () => {
    const { db } = context().database;
    const early = uniqueSku('EARLY');
    const late = uniqueSku('LATE');
    const job = await analyse(`SKU,Name,Regular price\n${early},From the file,1\n${late},From the file,2\n`);
    // Another admin's save of the same part number, landing between the commit's update of the parts the
    // catalogue had and its insert of the rest.
    await db.execute(sql.raw(`create function test_part_added_meanwhile() returns trigger language plpgsql as $$
      begin insert into parts (sku, name, year_start, year_end) values ('${late}', 'Added meanwhile', 1950, 1950); return null; end $$`));
    await db.execute(sql`create trigger test_part_added_meanwhile after update on parts for each statement execute function test_part_added_meanwhile()`);
    try {
      expect(await commit(job.id, { overwrite: true })).toMatchObject({ status: 'failed', failure: IMPORT_MESSAGES.addedMeanwhile });
    } finally {
      await db.execute(sql`drop trigger test_part_added_meanwhile on parts`);
      await db.execute(sql`drop function test_part_added_meanwhile()`);
    }
    expect(await partBySku(early)).toBeUndefined();
    expect(await partBySku(late)).toBeUndefined();
  });

  it('builds the parts and part-categories indexes afresh for an import larger than the catalogue on the embedded database, as they were defined; a failure keeps them', async () => {
    const { db } = context().database;
    const indexes = async () => {
      const result = await db.execute(sql`
        select i.indexname as name, i.indexdef as definition, c.oid::int as oid
        from pg_indexes i join pg_class c on c.relname = i.indexname and c.relnamespace = to_regnamespace(i.schemaname)
        where i.schemaname = current_schema() and i.tablename in ('parts', 'part_categories') order by 1`);
      return (result as unknown as { rows: { name: string; definition: string; oid: number }[] }).rows;
    };
    const partCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(parts))[0]!.n;
    const fileOf = (rows: number, word: string) => ['SKU,Name,Regular price', ...Array.from({ length: rows }, (_, i) => `${uniqueSku('BULK')},${word} Bracket ${i},${i + 1}`)].join('\n');
    const before = await indexes();
    const word = `Zephyr${Date.now().toString(36)}`;
    const job = await analyse(fileOf((await partCount()) + 1, word));
    const done = await commit(job.id);
    expect(done.status).toBe('done');
    const after = await indexes();
    expect(after.map(({ name, definition }) => ({ name, definition }))).toEqual(before.map(({ name, definition }) => ({ name, definition })));
    const rebuilt = after.filter((index, i) => index.oid !== before[i]!.oid).map((index) => index.name);
    // PostgreSQL keeps its indexes up row by row: the public search reads them while an import runs.
    expect(rebuilt).toEqual(
      context().kind === 'pglite' ? ['part_categories_vehicle', 'parts_categories_gin', 'parts_make', 'parts_model', 'parts_name', 'parts_regular_price', 'parts_search_text_trgm', 'parts_updated', 'parts_years'] : [],
    );
    const found = (await context().app.inject({ url: `/api/catalog/search?q=${word.toLowerCase()}&pageSize=1` })).json();
    expect(found.total).toBe(done.stats.imported);

    // A commit that fails after the indexes were taken down leaves them as they were.
    const failing = await analyse(fileOf((await partCount()) + 1, `${word}x`));
    await breakStagedRow(failing.id, 3);
    expect(await commit(failing.id)).toMatchObject({ status: 'failed', failure: 'Failed to import data' });
    expect(await indexes()).toEqual(after);
  });

  it('refuses a file over the size limit, and a second import while one is running', async () => {
    const job = await analyse(`SKU,Name,Regular price\n${uniqueSku('BUSY')},One,1\n`);
    // An analysis whose server still writes its row is alive: a second import waits for it.
    await context().database.db.execute(sql`update import_jobs set status = 'analysing', updated_at = now() where id = ${job.id}`);
    try {
      expect(await analyse(`SKU,Name,Regular price\n${uniqueSku('BUSY')},Two,1\n`)).toMatchObject({ statusCode: 409, message: 'Another import is running. Try again when it has finished.' });
    } finally {
      await context().database.db.execute(sql`update import_jobs set status = 'cancelled' where id = ${job.id}`);
    }
    const big = Buffer.alloc(50 * 1024 * 1024 + 10, 'a');
    expect(await analyse(big)).toMatchObject({ statusCode: 413, message: 'The file is larger than 50 MB. Split it into smaller files and import each.' });
  });

  it('refuses, in the database, a second import that passed the busy check at the same moment as the first', async () => {
    const { db } = context().database;
    const service = createImportService({ db, clock: () => new Date(), upkeep: async () => undefined, commitHoldsDatabase: context().kind === 'pglite', onError: () => undefined });
    const upload = (name: string) => {
      const filePath = path.join(os.tmpdir(), `race-${randomUUID()}.csv`);
      fs.writeFileSync(filePath, `SKU,Name,Regular price\n${uniqueSku(name)},Race part,1\n`);
      return service.start({ importer: partsImporter, fileName: `${name}.csv`, filePath, actor: { id: null, email: 'race@example.com' } });
    };
    try {
      // Both start at once: each looks for a running import before either has added its own.
      const answers = await Promise.allSettled([upload('RACEA'), upload('RACEB')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = answers.find((answer) => answer.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(ConflictError);
      expect((refused?.reason as Error).message).toBe(IMPORT_MESSAGES.busy);
    } finally {
      await service.close();
      await db.execute(sql`update import_jobs set status = 'cancelled' where status in ('analysing', 'ready') and created_by = 'race@example.com'`);
    }
  });

  it.runIf(fs.existsSync(WOOCOMMERCE))('imports real WooCommerce exports without editing, metric sizes converted', async () => {
    for (const name of fs.readdirSync(WOOCOMMERCE).filter((file) => file.endsWith('.csv'))) {
      const job = await analyse(fs.readFileSync(path.join(WOOCOMMERCE, name)), name);
      expect(job.status, `${name}: ${job.failure} ${JSON.stringify(job.errors.slice(0, 3))}`).toBe('ready');
      const done = await commit(job.id);
      expect(done.status, `${name}: ${done.failure}`).toBe('done');
      expect(done.stats.imported, `${name}: ${JSON.stringify(done)}`).toBeGreaterThan(0);
    }
    const logo = await partBySku('WOOLOGO');
    expect(logo).toMatchObject({ name: 'Woo Logo', regularPrice: '20.00', stock: 5 });
    const makes = await context().database.db.select().from(vehicleMakes);
    expect(makes.map((make) => make.name)).toContain('Pontiac');
  });
});
