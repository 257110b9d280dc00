import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';

import type { Make, VehicleModel } from '../../../domain/vehicle.schema.ts';
import { activityLog } from '../../db/schema/index.ts';
import { buildPartInput, insertPart } from '../../testing/builders.ts';
import { adminHeaders } from '../../testing/sign-in.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';

const unique = (label: string) => `${label} ${randomUUID().slice(0, 6)}`;

describeEachDatabase('vehicle management API', (context) => {
  let headers: { cookie: string; origin: string };
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    context().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const newMake = async (name = unique('Make')): Promise<Make> => {
    const response = await api('POST', '/api/admin/vehicle-makes', { name });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json();
  };
  const model = (makeId: number, change: object = {}) => ({ makeId, name: 'Star Chief', yearStart: 1954, yearEnd: 1960, allYears: '1954-1960', productionPeriods: '124 in wheelbase\n\nCustom Safari', ...change });
  const newModel = async (makeId: number, change: object = {}): Promise<VehicleModel> => {
    const response = await api('POST', '/api/admin/vehicle-models', model(makeId, change));
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json();
  };
  const auditOf = (id: number, entityType = 'vehicle_model') =>
    context().database.db.select().from(activityLog).where(eq(activityLog.entityId, String(id))).then((rows) => rows.filter((row) => row.entityType === entityType).map((row) => `${row.entityType}: ${row.summary}`));

  beforeAll(async () => {
    headers = await adminHeaders(context());
  });

  it('creates a make and a model with every field, trimmed and split as the form does', async () => {
    const make = await newMake();
    const created = await newModel(make.id, { name: '  Star Chief ', allYears: ' 1954-1956, 1958 ', productionPeriods: ' 124 in wheelbase \n\n Custom Safari ' });
    expect(created).toMatchObject({ makeId: make.id, make: make.name, name: 'Star Chief', allYears: '1954-1956, 1958', yearStart: 1954, yearEnd: 1960, productionPeriods: ['124 in wheelbase', 'Custom Safari'], overlaps: false });
    expect((await api('GET', `/api/admin/vehicle-models/${created.id}`)).json()).toMatchObject({ name: 'Star Chief' });
    expect(await auditOf(created.id)).toContain(`vehicle_model: Created model ${make.name} Star Chief 1954-1956, 1958`);
    // The catalogue's model choices show it at once.
    const models = (await context().app.inject({ url: `/api/catalog/models?make=${encodeURIComponent(make.name)}` })).json();
    expect(models).toEqual([expect.objectContaining({ name: 'Star Chief', yearStart: 1954, yearEnd: 1960 })]);
  });

  it('refuses what the form refuses, with SPEC\'s messages', async () => {
    const make = await newMake();
    const cases: [object, string][] = [
      [{ makeId: undefined }, 'Please select a make'],
      [{ makeId: 999_999 }, 'Please select a make'],
      [{ name: ' ' }, 'Model name is required'],
      [{ yearStart: 'abc' }, 'Invalid year format'],
      [{ yearStart: 1899 }, 'Start year must be between 1900 and 2040'],
      [{ yearEnd: 2041 }, 'End year must be between 1900 and 2040'],
      [{ yearStart: 1960, yearEnd: 1954 }, 'End year cannot be before start year'],
      [{ allYears: '' }, 'All years is required'],
      [{ allYears: '1950-1955' }, "1950 is outside the model's years 1954-1960"],
      [{ allYears: 'fifty-four' }, 'Invalid year format: "fifty-four" is not a year or a range such as 1967-1969'],
    ];
    for (const [change, message] of cases) {
      const response = await api('POST', '/api/admin/vehicle-models', model(make.id, change));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('refuses a duplicate model (same make, name in any case, and years) and flags overlapping ones', async () => {
    const make = await newMake();
    const first = await newModel(make.id);
    const duplicate = await api('POST', '/api/admin/vehicle-models', model(make.id, { name: 'STAR CHIEF' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(`${make.name} STAR CHIEF 1954-1960 already exists`);
    const overlapping = await newModel(make.id, { name: 'star chief', yearStart: 1958, yearEnd: 1962, allYears: '1958-1962' });
    const separate = await newModel(make.id, { name: 'Star Chief', yearStart: 1961, yearEnd: 1961, allYears: '1961' });
    expect(overlapping.overlaps).toBe(true);
    expect((await api('GET', `/api/admin/vehicle-models/${first.id}`)).json().overlaps).toBe(true);
    expect((await api('GET', `/api/admin/vehicle-models/${separate.id}`)).json().overlaps).toBe(true);
    const other = await newModel(make.id, { name: 'Chieftain', yearStart: 1949, yearEnd: 1953, allYears: '1949-1953' });
    expect(other.overlaps).toBe(false);
    // Editing into a duplicate is refused too.
    const into = await api('PUT', `/api/admin/vehicle-models/${other.id}`, { model: model(make.id), expectedUpdatedAt: other.updatedAt });
    expect(into.statusCode).toBe(409);
  });

  it('lists models ten to a page, pages counted from 0, searched by make or model', async () => {
    const make = await newMake(unique('Paging'));
    for (let i = 0; i < 12; i++) await newModel(make.id, { name: `Model ${String(i).padStart(2, '0')}` });
    const first = (await api('GET', `/api/admin/vehicle-models?search=${encodeURIComponent(make.name)}`)).json();
    expect(first).toMatchObject({ total: 12, page: 0, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0].name).toBe('Model 00');
    const second = (await api('GET', `/api/admin/vehicle-models?search=${encodeURIComponent(make.name)}&page=1`)).json();
    expect(second.items.map((item: VehicleModel) => item.name)).toEqual(['Model 10', 'Model 11']);
    expect((await api('GET', '/api/admin/vehicle-models?page=-1')).statusCode).toBe(400);
  });

  it('finds a model by its make and name however their marks, spaces and accents are typed', async () => {
    const make = await newMake(unique('Oakland'));
    const model = await newModel(make.id, { name: 'De Luxe Six Coupé', yearStart: 1935, yearEnd: 1940, allYears: '1935-1940' });
    const other = await newModel(make.id, { name: 'Big Six', yearStart: 1929, yearEnd: 1930, allYears: '1929-1930' });
    const named = async (typed: string) => (await api('GET', `/api/admin/vehicle-models?search=${encodeURIComponent(typed)}`)).json().items.map((item: VehicleModel) => item.id);
    for (const typed of ['deluxe six', 'DE-LUXE', `${make.name} de luxe`, 'six coupe', 'coupé']) expect({ typed, ids: await named(typed) }).toEqual({ typed, ids: expect.arrayContaining([model.id]) });
    expect(await named(`${make.name} big six`)).toEqual([other.id]);
    expect(await named(`${make.name} chieftain`)).toEqual([]);
  });

  it('edits and deletes a model, with audit rows', async () => {
    const make = await newMake();
    const created = await newModel(make.id);
    const edited = await api('PUT', `/api/admin/vehicle-models/${created.id}`, { model: model(make.id, { name: 'Star Chief Custom', productionPeriods: [] }), expectedUpdatedAt: created.updatedAt });
    expect(edited.json()).toMatchObject({ name: 'Star Chief Custom', productionPeriods: [] });
    expect((await api('DELETE', `/api/admin/vehicle-models/${created.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/admin/vehicle-models/${created.id}`)).statusCode).toBe(404);
    expect(await auditOf(created.id)).toEqual([
      `vehicle_model: Created model ${make.name} Star Chief 1954-1960`,
      `vehicle_model: Updated model ${make.name} Star Chief Custom 1954-1960`,
      `vehicle_model: Deleted model ${make.name} Star Chief Custom 1954-1960`,
    ]);
  });

  it('refuses a save made on a make or model someone else has changed or deleted since, saving nothing', async () => {
    const make = await newMake();
    const created = await newModel(make.id);
    const first = await api('PUT', `/api/admin/vehicle-models/${created.id}`, { model: model(make.id, { name: 'Star Chief Custom' }), expectedUpdatedAt: created.updatedAt });
    expect(first.statusCode).toBe(200);
    const second = await api('PUT', `/api/admin/vehicle-models/${created.id}`, { model: model(make.id, { name: 'Star Chief Deluxe' }), expectedUpdatedAt: created.updatedAt });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'STALE', message: 'This vehicle model was changed by someone else since you opened it. Nothing was saved: reload it to see their changes, with yours kept in the form.' });
    expect((await api('GET', `/api/admin/vehicle-models/${created.id}`)).json()).toMatchObject({ name: 'Star Chief Custom', updatedAt: first.json().updatedAt });

    const renamed = await api('PUT', `/api/admin/vehicle-makes/${make.id}`, { make: { name: `${make.name} Motor` }, expectedUpdatedAt: make.updatedAt });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().updatedAt).not.toBe(make.updatedAt);
    const late = await api('PUT', `/api/admin/vehicle-makes/${make.id}`, { make: { name: `${make.name} Cars` }, expectedUpdatedAt: make.updatedAt });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This make was changed by someone else since you opened it. Nothing was saved: reload it to see their changes, with yours kept in the form.');
    expect((await api('GET', `/api/admin/vehicle-makes/${make.id}`)).json()).toMatchObject({ name: `${make.name} Motor`, updatedAt: renamed.json().updatedAt });
    expect(await auditOf(make.id, 'vehicle_make')).toEqual([`vehicle_make: Created make ${make.name}`, `vehicle_make: Renamed make ${make.name} to ${make.name} Motor (0 parts updated)`]);

    // Deleted by someone else meanwhile: the save says so.
    expect((await api('DELETE', `/api/admin/vehicle-models/${created.id}`)).statusCode).toBe(204);
    const onGone = await api('PUT', `/api/admin/vehicle-models/${created.id}`, { model: model(make.id), expectedUpdatedAt: first.json().updatedAt });
    expect(onGone.statusCode).toBe(404);
    expect(onGone.json().message).toBe('This vehicle model no longer exists: it was deleted since you opened it. Nothing was saved.');
  });

  it('refuses to delete a make or model changed since its admin last saw it, and deletes it on the version now', async () => {
    const make = await newMake();
    const created = await newModel(make.id);
    const edited = await api('PUT', `/api/admin/vehicle-models/${created.id}`, { model: model(make.id, { name: 'Star Chief Custom' }), expectedUpdatedAt: created.updatedAt });
    expect(edited.statusCode).toBe(200);
    const stale = await api('DELETE', `/api/admin/vehicle-models/${created.id}?expectedUpdatedAt=${encodeURIComponent(created.updatedAt)}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'STALE', message: 'This vehicle model was changed by someone else since you last saw it. Nothing was deleted: the list now shows it as it is; delete it again if you still mean to.' });
    expect((await api('DELETE', `/api/admin/vehicle-models/${created.id}?expectedUpdatedAt=${encodeURIComponent(edited.json().updatedAt)}`)).statusCode).toBe(204);

    const renamed = await api('PUT', `/api/admin/vehicle-makes/${make.id}`, { make: { name: `${make.name} Motor` }, expectedUpdatedAt: make.updatedAt });
    const late = await api('DELETE', `/api/admin/vehicle-makes/${make.id}?expectedUpdatedAt=${encodeURIComponent(make.updatedAt)}`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This make was changed by someone else since you last saw it. Nothing was deleted: the list now shows it as it is; delete it again if you still mean to.');
    expect((await api('GET', `/api/admin/vehicle-makes/${make.id}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/api/admin/vehicle-makes/${make.id}?expectedUpdatedAt=${encodeURIComponent(renamed.json().updatedAt)}`)).statusCode).toBe(204);
  });

  it('keeps make names unique without regard to case, and refuses to delete a make models or parts name', async () => {
    const make = await newMake(unique('Oakland'));
    const clash = await api('POST', '/api/admin/vehicle-makes', { name: make.name.toUpperCase() });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(`Make "${make.name}" already exists`);
    expect((await api('POST', '/api/admin/vehicle-makes', { name: ' ' })).json().message).toBe('Make name is required');

    const created = await newModel(make.id);
    await insertPart(context().database.db, { make: `Pontiac, ${make.name.toLowerCase()}` });
    const refused = await api('DELETE', `/api/admin/vehicle-makes/${make.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This make cannot be deleted: 1 model and 1 part still name it. Delete or change them first.');
    const counted = (await api('GET', `/api/admin/vehicle-makes/${make.id}`)).json();
    expect(counted, JSON.stringify(counted)).toMatchObject({ modelCount: 1, partCount: 1 });
    // Changed meanwhile too, it is refused as in use: deleting it again on the version now would be refused so.
    const renamedMeanwhile = await api('PUT', `/api/admin/vehicle-makes/${make.id}`, { make: { name: `${make.name} Motor` }, expectedUpdatedAt: make.updatedAt });
    expect(renamedMeanwhile.statusCode, renamedMeanwhile.body).toBe(200);
    const stillNamed = await api('DELETE', `/api/admin/vehicle-makes/${make.id}?expectedUpdatedAt=${encodeURIComponent(make.updatedAt)}`);
    expect([stillNamed.statusCode, stillNamed.json().message]).toEqual([409, 'This make cannot be deleted: 1 model and 1 part still name it. Delete or change them first.']);
    await api('DELETE', `/api/admin/vehicle-models/${created.id}`);

    const empty = await newMake();
    const renamed = await api('PUT', `/api/admin/vehicle-makes/${empty.id}`, { make: { name: `${empty.name} Motor` }, expectedUpdatedAt: empty.updatedAt });
    expect(renamed.json().name).toBe(`${empty.name} Motor`);
    expect((await api('DELETE', `/api/admin/vehicle-makes/${empty.id}`)).statusCode).toBe(204);
    expect(await auditOf(empty.id, 'vehicle_make')).toEqual([`vehicle_make: Created make ${empty.name}`, `vehicle_make: Renamed make ${empty.name} to ${empty.name} Motor (0 parts updated)`, `vehicle_make: Deleted make ${empty.name} Motor`]);
  });

  it('renames a make on every part that names it, its other makes kept, so those parts can still be saved', async () => {
    const make = await newMake(unique('Marquette'));
    const { db } = context().database;
    const both = await insertPart(db, { make: `Pontiac, ${make.name.toLowerCase()}` });
    const alone = await insertPart(db, { make: make.name });
    const other = await insertPart(db, { make: 'Pontiac' });
    const renamed = await api('PUT', `/api/admin/vehicle-makes/${make.id}`, { make: { name: `${make.name} Motor` }, expectedUpdatedAt: make.updatedAt });
    expect(renamed.json()).toMatchObject({ name: `${make.name} Motor`, partCount: 2 });
    const makeOf = async (id: number) => (await context().app.inject({ url: `/api/catalog/parts/${id}` })).json().make as string;
    expect(await makeOf(both.id)).toBe(`Pontiac, ${make.name} Motor`);
    expect(await makeOf(alone.id)).toBe(`${make.name} Motor`);
    expect(await makeOf(other.id)).toBe('Pontiac');
    const found = (await context().app.inject({ url: `/api/catalog/search?make=${encodeURIComponent(`${make.name} Motor`)}` })).json();
    expect(found.items.map((item: { id: number }) => item.id).sort()).toEqual([both.id, alone.id].sort());
    expect(await auditOf(make.id, 'vehicle_make')).toEqual([`vehicle_make: Created make ${make.name}`, `vehicle_make: Renamed make ${make.name} to ${make.name} Motor (2 parts updated)`]);
    // The part's form offers the shop's makes: a part still naming the old one could not be saved.
    const part = (await api('GET', `/api/admin/parts/${alone.id}`)).json();
    const saved = await api('PUT', `/api/admin/parts/${alone.id}`, { part: buildPartInput({ sku: part.sku, make: part.make }), expectedUpdatedAt: part.updatedAt });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('counts vehicle models on the dashboard', async () => {
    const before = (await api('GET', '/api/admin/dashboard')).json().vehicleModels;
    await newModel((await newMake()).id);
    expect((await api('GET', '/api/admin/dashboard')).json().vehicleModels).toBe(before + 1);
  });
});
