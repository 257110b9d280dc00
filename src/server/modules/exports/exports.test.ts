import { asc } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';

import type { ImportJob, ImportKind } from '../../../domain/csv-import.ts';
import { categories, parts, vehicleMakes, vehicleModels } from '../../db/schema/index.ts';
import { importHelpers } from '../../testing/imports.ts';
import { adminHeaders } from '../../testing/sign-in.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';

describeEachDatabase('CSV exports', (context) => {
  let admin: { cookie: string; origin: string };
  const api = (method: 'GET', url: string) => context().app.inject({ method, url, headers: admin });
  const { analyse, commit } = importHelpers(context, () => admin);
  /** Imports a file with every existing row overwritten from it, blank cells included. */
  async function reimport(kind: ImportKind, csv: string): Promise<ImportJob> {
    const analysed = await analyse(kind, csv);
    expect(analysed.status, `${analysed.failure} ${JSON.stringify(analysed.errors.slice(0, 3))}`).toBe('ready');
    expect(analysed.stats.errors).toBe(0);
    return commit(analysed.id, { overwrite: true, keepExistingWhenBlank: false });
  }

  beforeAll(async () => {
    admin = await adminHeaders(context());
    const { db } = context().database;
    const [section] = await db.insert(categories).values({ name: 'EMBLEMS & SCRIPTS', isSection: true }).returning();
    await db.insert(categories).values([{ name: 'Hood Ornaments', parentId: section!.id, description: 'Chiefs, "Silver Streak" bands' }, { name: 'Scripts', parentId: section!.id }]);
    const [oakland] = await db.select().from(vehicleMakes).orderBy(asc(vehicleMakes.name)).limit(1);
    await db.insert(vehicleModels).values([
      { makeId: oakland!.id, name: 'All-American Six', allYears: '1928-1929', yearStart: 1928, yearEnd: 1929, productionPeriods: ['Model 212', '1929: split, horseshoe grille'] },
      { makeId: oakland!.id, name: '=cmd|calc', allYears: '1930', yearStart: 1930, yearEnd: 1930 },
    ]);
    await db.insert(parts).values([
      { sku: 'EX-977-5196', name: 'Chief Hood Ornament', description: 'Illuminated "Chief" head,\nwith base & gasket', regularPrice: '189.95', categories: ['Hood Ornaments', 'Loose Parts'], make: 'Pontiac, Oakland', model: 'Chieftain', yearStart: 1949, yearEnd: 1952, weightLbs: '2.50', lengthIn: '11.25', widthIn: null, heightIn: null, inStock: false, stock: 0 },
      { sku: '-EX-2', name: '=HYPERLINK("http://example.com")', description: '@risk +1', regularPrice: '0.99', categories: [], make: 'Oakland', model: '', yearStart: 1900, yearEnd: 2040, stock: 12, shippingClass: 'small' },
    ]);
  });

  it('is for the admin only', async () => {
    expect((await context().app.inject({ url: '/api/admin/exports/parts.csv' })).statusCode).toBe(401);
    expect((await api('GET', '/api/admin/exports/secrets.csv')).statusCode).toBe(400);
  });

  it('exports parts as WooCommerce columns with fitment, neutralises formulas, and importing the file back changes nothing', async () => {
    const { db } = context().database;
    const before = await db.select().from(parts).orderBy(asc(parts.id));
    const response = await api('GET', '/api/admin/exports/parts.csv');
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="parts-\d{4}-\d{2}-\d{2}\.csv"/);
    const csv = response.body;
    expect(csv.split('\r\n')[0]).toBe('\uFEFFType,SKU,Name,Published,Description,In stock?,Stock,Weight (lbs),Length (in),Width (in),Height (in),Regular price,Categories,Shipping class,Make,Model,Year Start,Year End,Attribute 1 name,Attribute 1 value(s),Attribute 2 name,Attribute 2 value(s),Attribute 3 name,Attribute 3 value(s),Attribute 4 name,Attribute 4 value(s)');
    expect(csv).toContain(`"'=HYPERLINK(""http://example.com"")"`);
    expect(csv).toContain("'-EX-2");
    expect(csv).toContain("'@risk +1");
    expect(csv).toContain('"EMBLEMS & SCRIPTS > Hood Ornaments, Loose Parts"');
    const done = await reimport('parts', csv);
    expect(done).toMatchObject({ status: 'done', stats: { imported: before.length, toUpdate: before.length, toCreate: 0 } });
    const after = await db.select().from(parts).orderBy(asc(parts.id));
    const comparable = (rows: typeof before) => rows.map(({ updatedAt: _updatedAt, ...row }) => row);
    expect(comparable(after)).toEqual(comparable(before));
  });

  it('exports the parts the list shows with its filters: out of stock, a search, a category', async () => {
    const skus = async (query: string) => {
      const response = await api('GET', `/api/admin/exports/parts.csv?${query}`);
      expect(response.headers['content-disposition']).toMatch(/attachment; filename="parts-selection-\d{4}-\d{2}-\d{2}\.csv"/);
      return response.body.split('\r\n').slice(1, -1).map((line) => line.split(',')[1]);
    };
    expect(await skus('stock=out')).toEqual(['EX-977-5196']);
    expect(await skus('stock=in')).toEqual(["'-EX-2"]);
    expect(await skus('search=hood%20ornament')).toEqual(['EX-977-5196']);
    expect(await skus('category=loose%20parts&stock=in')).toEqual([]);
    const wrong = await api('GET', '/api/admin/exports/parts.csv?stock=gone');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('Stock must be in, low, out or wanted');
    const elsewhere = await api('GET', '/api/admin/exports/categories.csv?stock=out');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('Only the parts export can be filtered');
  });

  it('exports categories and vehicle models, and importing them back changes nothing', async () => {
    const { db } = context().database;
    const categoriesBefore = await db.select().from(categories).orderBy(asc(categories.id));
    const categoriesCsv = (await api('GET', '/api/admin/exports/categories.csv')).body;
    expect(categoriesCsv).toContain('Hood Ornaments,EMBLEMS & SCRIPTS,"Chiefs, ""Silver Streak"" bands"');
    expect(await reimport('categories', categoriesCsv)).toMatchObject({ status: 'done', stats: { toUpdate: 2 } });
    const categoriesAfter = await db.select().from(categories).orderBy(asc(categories.id));
    expect(categoriesAfter.map(({ updatedAt: _u, ...row }) => row)).toEqual(categoriesBefore.map(({ updatedAt: _u, ...row }) => row));

    const modelsBefore = await db.select().from(vehicleModels).orderBy(asc(vehicleModels.id));
    const vehiclesCsv = (await api('GET', '/api/admin/exports/vehicles.csv')).body;
    expect(vehiclesCsv).toContain("'=cmd|calc");
    expect(await reimport('vehicles', vehiclesCsv)).toMatchObject({ status: 'done', stats: { toUpdate: modelsBefore.length } });
    const modelsAfter = await db.select().from(vehicleModels).orderBy(asc(vehicleModels.id));
    const values = (rows: typeof modelsBefore) => rows.map(({ id, makeId, name, allYears, yearStart, yearEnd, productionPeriods }) => ({ id, makeId, name, allYears, yearStart, yearEnd, productionPeriods }));
    expect(values(modelsAfter)).toEqual(values(modelsBefore));
  });
});
