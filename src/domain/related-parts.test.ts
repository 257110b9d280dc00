import { describe, expect, it } from 'vitest';

import type { Part } from './part.schema.ts';
import { BROAD_KIND_FILINGS, namesOneCar, partKinds, RELATED_PARTS, relatedParts } from './related-parts.ts';

let nextId = 1;
const part = (name: string, categories: string[], fits: Partial<Pick<Part, 'make' | 'model' | 'yearStart' | 'yearEnd' | 'inStock' | 'stock'>> = {}): Part => ({
  id: nextId++, type: 'simple', sku: `SS-${nextId}`, name, description: '', regularPrice: '10.00', categories, shippingClass: '', weightLbs: null, lengthIn: null,
  widthIn: null, heightIn: null, images: [], make: 'Pontiac', model: 'Star Chief', yearStart: 1955, yearEnd: 1957, inStock: true, stock: 2,
  createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', ...fits,
});

const SECTIONS = [
  { name: 'NOS', categories: ['NOS GM Parts'] },
  { name: 'COOLING', categories: ['Water Pumps', 'Radiators', 'Thermostats'] },
  { name: 'ENGINE', categories: ['Head Gaskets', 'Engine Rebuild Kits'] },
  { name: 'TRIM', categories: ['Emblems'] },
];
const names = (parts: Part[]) => parts.map((other) => other.name);

describe('more for this car', () => {
  const pump = part('Water Pump', ['Water Pumps', 'NOS GM Parts']);

  it('shows the car\'s other parts of its most telling kind first (its category or section with fewest of the car\'s parts), then those that can be ordered, then by name', () => {
    const catalogue = [
      pump,
      part('Emblem', ['Emblems']),
      part('Radiator Core', ['Radiators']),
      part('Thermostat', ['Thermostats'], { inStock: false }),
      part('Another Water Pump', ['Water Pumps']),
      part('NOS Water Pump', ['Water Pumps', 'NOS GM Parts']),
      part('Head Gasket', ['Head Gaskets', 'NOS GM Parts']),
      part('NOS Emblem', ['Emblems', 'NOS GM Parts']),
      part('Bearing', []),
    ];
    // Water Pumps holds 2 of the car's parts, COOLING 4, NOS GM Parts (and its section) 3: the pumps, then
    // the NOS parts, then the cooling system's others; the radiator before the thermostat no one can order.
    expect(names(relatedParts(pump, catalogue, SECTIONS))).toEqual(['Another Water Pump', 'NOS Water Pump', 'Head Gasket', 'NOS Emblem']);
    expect(RELATED_PARTS).toBe(4);
    // A head gasket, alone in its category and its section: the car's NOS parts, then the rest by name.
    const gasket = catalogue[6]!;
    expect(names(relatedParts(gasket, catalogue, SECTIONS))).toEqual(['NOS Emblem', 'NOS Water Pump', 'Water Pump', 'Another Water Pump']);
  });

  it('ranks a section before a category that files more of the car', () => {
    const kit = part('Engine Rebuild Kit', ['Engine Rebuild Kits', 'NOS GM Parts']);
    const catalogue = [kit, part('Head Gasket', ['Head Gaskets']), ...['A', 'B', 'C'].map((letter) => part(`${letter} NOS Part`, ['NOS GM Parts']))];
    expect(names(relatedParts(kit, catalogue, SECTIONS))).toEqual(['Head Gasket', 'A NOS Part', 'B NOS Part', 'C NOS Part']);
    expect(partKinds(kit, SECTIONS).map((kind) => kind.name)).toEqual(['Engine Rebuild Kits', 'NOS GM Parts', 'ENGINE', 'NOS']);
  });

  it('counts a kind no further than it is broad: two broad kinds are taken in the part\'s order', () => {
    const kit = part('Kit', ['NOS GM Parts', 'Reproduction Parts']);
    const many = (count: number, name: string, category: string) => Array.from({ length: count }, (_, n) => part(`${name} ${String(n).padStart(2, '0')}`, [category]));
    const catalogue = [kit, ...many(BROAD_KIND_FILINGS + 6, 'NOS', 'NOS GM Parts'), ...many(BROAD_KIND_FILINGS + 2, 'Repro', 'Reproduction Parts')];
    // Counted whole, the reproductions (26) would come before the NOS parts (30).
    expect(names(relatedParts(kit, catalogue, SECTIONS))).toEqual(['NOS 00', 'NOS 01', 'NOS 02', 'NOS 03']);
  });

  it('keeps to the car: its make and model, and a year of it', () => {
    const catalogue = [
      pump,
      part('Chieftain Pump', ['Water Pumps'], { model: 'Chieftain' }),
      part('Oakland Pump', ['Water Pumps'], { make: 'Oakland' }),
      part('1954 Pump', ['Water Pumps'], { yearStart: 1950, yearEnd: 1954 }),
      part('1957 On Pump', ['Water Pumps'], { yearStart: 1957, yearEnd: 1960 }),
      part('1958 Pump', ['Water Pumps'], { yearStart: 1958, yearEnd: 1958 }),
    ];
    expect(names(relatedParts(pump, catalogue, SECTIONS))).toEqual(['1957 On Pump']);
  });

  it('shows nothing for a part that fits no one car', () => {
    const both = part('Emblem', ['Emblems'], { make: 'Pontiac, Oakland' });
    const catalogue = [both, part('Emblem Two', ['Emblems'], { make: 'Pontiac, Oakland' })];
    expect(relatedParts(both, catalogue, SECTIONS)).toEqual([]);
    expect(namesOneCar(both)).toBe(false);
    expect(namesOneCar(part('Fits any', [], { make: '', model: '' }))).toBe(false);
    expect(namesOneCar(pump)).toBe(true);
  });
});
