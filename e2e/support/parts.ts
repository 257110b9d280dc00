import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A part as the back office's API takes it: what a test does not name is a plain Pontiac part with no measurements. */
const PART_DEFAULTS = {
  description: '',
  make: 'Pontiac',
  model: 'Chieftain',
  yearStart: 1949,
  yearEnd: 1952,
  regularPrice: 10,
  stock: 3,
  inStock: true,
  categories: [] as string[],
  shippingClass: '',
  weightLbs: null as number | null,
  lengthIn: null as number | null,
  widthIn: null as number | null,
  heightIn: null as number | null,
};

/** The Origin header the API's writes ask for, from the page's own address. */
export const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });

/** Makes a part through the API as the admin signed in on `page` (a test's own part, not typed into the form), and returns its id. */
export async function createPartThroughApi(page: Page, part: { sku: string; name: string } & Partial<typeof PART_DEFAULTS>): Promise<number> {
  const created = await page.request.post('/api/admin/parts', { headers: originOf(page), data: { ...PART_DEFAULTS, ...part } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}
