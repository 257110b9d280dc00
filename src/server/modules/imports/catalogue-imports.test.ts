import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';

import type { ImportKind } from '../../../domain/csv-import.ts';
import { categories, vehicleMakes, vehicleModels } from '../../db/schema/index.ts';
import { importHelpers } from '../../testing/imports.ts';
import { adminHeaders } from '../../testing/sign-in.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';

describeEachDatabase('categories and vehicles CSV imports', (context) => {
  let admin: { cookie: string; origin: string };
  let counter = 0;
  const unique = (label: string) => `${label} ${Date.now().toString(36)}${++counter}`;
  const api = (method: 'GET', url: string) => context().app.inject({ method, url, headers: admin });

  const imports = importHelpers(context, () => admin);
  const analyse = (kind: ImportKind, csv: string) => imports.analyse(kind, csv);
  const commit = imports.commit;
  const categoryNamed = async (name: string) => (await context().database.db.select().from(categories).where(sql`lower(${categories.name}) = lower(${name})`))[0];

  beforeAll(async () => {
    admin = await adminHeaders(context());
    await context().database.db.insert(categories).values({ name: 'LIGHTING', isSection: true });
  });

  it('imports categories under existing sections (any case), creates DECALS and NOS, skips repeats and lists row errors', async () => {
    const [lamps, decals, nos] = [unique('Lamp Bulbs'), unique('Door Decals'), unique('Boxed NOS')];
    const csv = ['name,section,description', `${lamps},lighting,Six and twelve volt`, `${decals},DECALS,`, `${nos},nos,In GM boxes`, `${lamps},LIGHTING,again`, `${unique('Lost')},NO SUCH SECTION,`, `,LIGHTING,nameless`].join('\n');
    const job = await analyse('categories', csv);
    expect(job).toMatchObject({ status: 'ready', duplicates: 0, stats: { total: 6, toCreate: 3, skipped: 1, errors: 2 } });
    expect(job.errors).toEqual([
      { row: 5, column: '', message: 'Skipped: the same name is on row 2' },
      { row: 6, column: 'section', message: 'Section "NO SUCH SECTION" does not exist. Add it under Category Sections first.' },
      { row: 7, column: 'name', message: 'Name is required' },
    ]);
    expect(await commit(job.id, { overwrite: false })).toMatchObject({ status: 'done', stats: { imported: 3 } });
    const lighting = await categoryNamed('LIGHTING');
    expect(await categoryNamed(lamps)).toMatchObject({ parentId: lighting!.id, description: 'Six and twelve volt', isSection: false });
    const decalsSection = await categoryNamed('DECALS');
    expect(decalsSection).toMatchObject({ isSection: true });
    expect(await categoryNamed(decals)).toMatchObject({ parentId: decalsSection!.id });
  });

  it('asks before replacing a category of the same name, and keeps its description when the cell is blank', async () => {
    const name = unique('Sealed Beams');
    await analyse('categories', `name,section,description\n${name},LIGHTING,First words\n`).then((job) => commit(job.id, { overwrite: false }));
    const again = await analyse('categories', `name,section,description\n${name.toUpperCase()},NOS,\n`);
    expect(again).toMatchObject({ status: 'ready', duplicates: 1, stats: { toUpdate: 1, toCreate: 0 } });
    expect(await commit(again.id, { overwrite: true, keepExistingWhenBlank: true })).toMatchObject({ status: 'done', stats: { imported: 1 } });
    expect(await categoryNamed(name)).toMatchObject({ description: 'First words', parentId: (await categoryNamed('NOS'))!.id });
    expect((await analyse('categories', 'title,section\nx,y\n'))).toMatchObject({ status: 'failed', failure: 'Missing required column(s): name' });
  });

  it('imports models with SPEC’s row errors, adds unknown makes and records how each was imported', async () => {
    const make = unique('Marquette');
    const csv = [
      'All Years,Year Start,Year End,Make,Model,Production Periods',
      `"1929, 1930",1929,1930,${make},Series 30,"Buick-built, Flint"`,
      `1935-1940,1935,1940,Pontiac,${unique('De Luxe')},`,
      `1950,19x0,1950,Pontiac,Bad Year,`,
      `1950,1950,2041,Pontiac,Too Late,`,
      `1950,1952,1950,Pontiac,Backwards,`,
      `1950,1950,1950,,No Make,`,
      `1950,1950,1950,Pontiac,,`,
    ].join('\n');
    const job = await analyse('vehicles', csv);
    expect(job).toMatchObject({ status: 'ready', stats: { total: 7, toCreate: 2, errors: 5 } });
    expect(job.errors.map((error) => `${error.row} ${error.column}: ${error.message}`)).toEqual([
      '4 Year Start: Invalid year format',
      '5 Year End: End year must be between 1900 and 2040',
      '6 Year End: End year cannot be before start year',
      '7 Make: Make is required',
      '8 Model: Model name is required',
    ]);
    expect(await commit(job.id, { overwrite: false })).toMatchObject({ status: 'done', stats: { imported: 2 } });
    const [marquette] = await context().database.db.select().from(vehicleMakes).where(eq(vehicleMakes.name, make));
    const [model] = await context().database.db.select().from(vehicleModels).where(eq(vehicleModels.makeId, marquette!.id));
    expect(model).toMatchObject({ name: 'Series 30', allYears: '1929, 1930', yearStart: 1929, yearEnd: 1930, productionPeriods: ['Buick-built', 'Flint'], importStatus: { source: 'csv_import', action: 'created' } });
  });

  it('asks about models with overlapping years: Overwrite replaces the model, with its import status', async () => {
    const name = unique('Torpedo');
    await analyse('vehicles', `All Years,Year Start,Year End,Make,Model\n1940-1942,1940,1942,Pontiac,${name}\n`).then((job) => commit(job.id, { overwrite: false }));
    const job = await analyse('vehicles', `All Years,Year Start,Year End,Make,Model,Production Periods\n"1941-1942, 1946-1948",1941,1948,pontiac,${name},Postwar\n`);
    expect(job).toMatchObject({ status: 'ready', duplicates: 1, stats: { toUpdate: 1, toCreate: 0 } });
    expect(await commit(job.id, { overwrite: true })).toMatchObject({ status: 'done', stats: { imported: 1 } });
    const rows = await context().database.db.select().from(vehicleModels).where(eq(vehicleModels.name, name));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ allYears: '1941-1942, 1946-1948', yearStart: 1941, yearEnd: 1948, productionPeriods: ['Postwar'], importStatus: { action: 'overwritten' } });
    const listed = (await api('GET', `/api/admin/vehicle-models?search=${encodeURIComponent(name)}`)).json();
    expect(listed.items[0].importStatus).toMatchObject({ action: 'overwritten' });
  });
});
