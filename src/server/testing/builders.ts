import { randomUUID } from 'node:crypto';

import type { PartInput } from '../../domain/part-input.schema.ts';
import type { Db } from '../db/client.ts';
import { parts } from '../db/schema/index.ts';

/** A unique part number for a test's own data, so tests never depend on each other's rows. */
export function uniqueSku(prefix = 'T'): string {
  return `${prefix}-${randomUUID().slice(0, 8).toUpperCase()}`;
}

/** A valid part as the form sends it; override what the test is about. */
export function buildPartInput(overrides: Partial<PartInput> = {}): PartInput {
  return {
    type: 'simple',
    sku: uniqueSku(),
    name: 'Tail Lamp Lens, 1955 Pontiac Star Chief',
    description: 'Ruby red lens with gasket.',
    make: 'Pontiac',
    model: 'Star Chief',
    yearStart: 1955,
    yearEnd: 1955,
    regularPrice: 34.5,
    stock: 4,
    inStock: true,
    categories: ['Tail Lamp Lenses'],
    shippingClass: 'standard',
    weightLbs: 0.4,
    lengthIn: 6,
    widthIn: 4,
    heightIn: 2,
    ...overrides,
  };
}

type PartRowInput = typeof parts.$inferInsert;

/** Inserts a part straight into the database (no audit row): for tests of reading and searching. */
export async function insertPart(db: Db, overrides: Partial<PartRowInput> = {}) {
  const [row] = await db
    .insert(parts)
    .values({ sku: uniqueSku(), name: 'Test part', regularPrice: '10.00', yearStart: 1950, yearEnd: 1954, model: 'Chieftain', ...overrides })
    .returning();
  return row!;
}
