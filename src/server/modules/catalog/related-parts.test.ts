import { beforeAll, expect, it } from 'vitest';

import type { Part } from '../../../domain/part.schema.ts';
import { categories, parts } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';

type NewPart = typeof parts.$inferInsert;

const car = { description: '', make: 'Pontiac', model: 'Star Chief', yearStart: 1955, yearEnd: 1957, inStock: true, stock: 2 };
const ROWS: NewPart[] = [
  { ...car, sku: 'RP-PUMP', name: 'Water Pump', regularPrice: '89.00', categories: ['Water Pumps', 'NOS GM Parts'] },
  { ...car, sku: 'RP-EMBLEM', name: 'Emblem', regularPrice: '20.00', categories: ['Emblems'] },
  { ...car, sku: 'RP-RADIATOR', name: 'Radiator Core', regularPrice: '300.00', categories: ['Radiators'] },
  { ...car, sku: 'RP-THERMO', name: 'Thermostat', regularPrice: '15.00', categories: ['Thermostats'], inStock: false },
  { ...car, sku: 'RP-PUMP-2', name: 'Another Water Pump', regularPrice: '79.00', categories: ['Water Pumps'] },
  { ...car, sku: 'RP-PUMP-NOS', name: 'NOS Water Pump', regularPrice: '120.00', categories: ['Water Pumps', 'NOS GM Parts'] },
  { ...car, sku: 'RP-HOSE', name: 'Radiator Hose', regularPrice: '18.00', categories: ['Radiators'], stock: 0 },
  { ...car, sku: 'RP-THERMO-NOS', name: 'NOS Thermostat', regularPrice: '25.00', categories: ['Thermostats', 'NOS GM Parts'] },
  // NOS GM Parts files more of the car than the COOLING section does.
  ...[1, 2, 3, 4, 5].map((n) => ({ ...car, sku: `RP-NOS-${n}`, name: `NOS Clock ${n}`, regularPrice: '40.00', categories: ['NOS GM Parts'] })),
  // Other cars: another model, another make, other years.
  { ...car, sku: 'RP-CHIEFTAIN', name: 'Chieftain Water Pump', regularPrice: '70.00', categories: ['Water Pumps'], model: 'Chieftain' },
  { ...car, sku: 'RP-OAKLAND', name: 'Oakland Water Pump', regularPrice: '70.00', categories: ['Water Pumps'], make: 'Oakland' },
  { ...car, sku: 'RP-1954', name: '1954 Water Pump', regularPrice: '70.00', categories: ['Water Pumps'], yearStart: 1954, yearEnd: 1954 },
  { ...car, sku: 'RP-BOTH', name: 'Emblem for Both', regularPrice: '25.00', categories: ['Emblems'], make: 'Pontiac, Oakland' },
];

/** "More for this car" under a part's page: the car's other parts, nearest in kind first (relatedParts in src/domain). */
describeEachDatabase('more for this car', (context) => {
  const ids = new Map<string, number>();
  const related = async (sku: string) => {
    const response = await context().app.inject({ url: `/api/catalog/parts/${ids.get(sku)}/related` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { items: Part[] }).items.map((item) => item.sku);
  };

  beforeAll(async () => {
    const { db } = context().database;
    for (const row of await db.insert(parts).values(ROWS).returning({ id: parts.id, sku: parts.sku })) ids.set(row.sku, row.id);
    const sections = await db.insert(categories).values([{ name: 'COOLING', isSection: true }, { name: 'TRIM', isSection: true }, { name: 'NOS', isSection: true }]).returning();
    const [cooling, trim, nos] = sections.map((section) => section.id);
    await db.insert(categories).values([
      { name: 'Water Pumps', parentId: cooling },
      { name: 'Radiators', parentId: cooling },
      { name: 'Thermostats', parentId: cooling },
      { name: 'Emblems', parentId: trim },
      { name: 'NOS GM Parts', parentId: nos },
    ]);
  });

  it('shows four of the car\'s other parts, of its most telling kind first (the category or section holding fewest of the car\'s parts), those that can be ordered first, by name', async () => {
    // A water pump: the car's other water pumps, then the cooling system's parts before the NOS ones.
    expect(await related('RP-PUMP')).toEqual(['RP-PUMP-2', 'RP-PUMP-NOS', 'RP-THERMO-NOS', 'RP-RADIATOR']);
    // A radiator: the other radiator (out of stock), then the cooling system's parts that can be ordered.
    expect(await related('RP-RADIATOR')).toEqual(['RP-HOSE', 'RP-PUMP-2', 'RP-THERMO-NOS', 'RP-PUMP-NOS']);
    // A thermostat: the other (which cannot be ordered, but is the nearest in kind), then the cooling system's.
    expect(await related('RP-THERMO-NOS')).toEqual(['RP-THERMO', 'RP-PUMP-2', 'RP-PUMP-NOS', 'RP-RADIATOR']);
    // An emblem shares nothing with the car's other parts: those that can be ordered, by name.
    expect(await related('RP-EMBLEM')).toEqual(['RP-PUMP-2', 'RP-NOS-1', 'RP-NOS-2', 'RP-NOS-3']);
  });

  it('keeps to the car the part fits, and shows nothing for a part that fits more than one', async () => {
    expect(await related('RP-1954')).toEqual([]);
    expect(await related('RP-CHIEFTAIN')).toEqual([]);
    expect(await related('RP-BOTH')).toEqual([]);
  });

  it('answers an unknown part as the part page does, and is cached as a public answer', async () => {
    const missing = await context().app.inject({ url: '/api/catalog/parts/999999/related' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Part not found');
    expect((await context().app.inject({ url: '/api/catalog/parts/abc/related' })).statusCode).toBe(400);
    const answer = await context().app.inject({ url: `/api/catalog/parts/${ids.get('RP-PUMP')}/related` });
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });
});
