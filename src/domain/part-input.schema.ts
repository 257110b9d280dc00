import * as z from 'zod/mini';

import { ExpectedUpdatedAtSchema } from './edit-version.ts';
import { MAX_IMAGES_PER_PART } from './images.ts';
import { normalizeSku } from './sku.ts';
import { MAX_YEAR, MIN_YEAR } from './years.ts';

// A part's input: the part form, the parts API and the parts CSV import share these rules. Apart from
// part.schema.ts (the answer's shape), which the public pages load.

/** The makes a new shop starts with; Vehicle Management holds the shop's own list. */
export const DEFAULT_PART_MAKES = ['Pontiac', 'Oakland'] as const;

/**
 * A part's makes (SPEC §3: "may be comma separated"): sent as a list or as "Oakland, Pontiac", kept as
 * that text. Each make is trimmed, blanks and repeats (any case) dropped; at least one is required.
 */
const makes = z.pipe(
  z.pipe(
    z.union([z.string(), z.array(z.string())], { error: 'Please select a make' }),
    z.transform((value: string | string[]) => {
      const seen = new Set<string>();
      return (Array.isArray(value) ? value : [value])
        .flatMap((text) => text.split(','))
        .map((make) => make.trim())
        .filter((make) => make && !seen.has(make.toLowerCase()) && seen.add(make.toLowerCase()));
    }),
  ),
  z.pipe(
    z.array(z.string().check(z.maxLength(60, 'A make must be at most 60 characters'))).check(z.minLength(1, 'Please select a make'), z.maxLength(10, 'A part can fit at most 10 makes')),
    z.transform((list: string[]) => list.join(', ')),
  ),
);
export const MAX_PRICE = 1_000_000;

const year = (label: 'Start' | 'End') =>
  z
    .number({ error: `${label} year is required` })
    .check(
      z.refine(Number.isInteger, `${label} year must be a whole number`),
      z.minimum(MIN_YEAR, `${label} year must be between ${MIN_YEAR} and ${MAX_YEAR}`),
      z.maximum(MAX_YEAR, `${label} year must be between ${MIN_YEAR} and ${MAX_YEAR}`),
    );

const measure = (label: string) =>
  z.nullable(z.number({ error: `${label} must be a number` }).check(z.minimum(0, `${label} cannot be negative`), z.maximum(100_000, `${label} is too large`)));

/** Each field's rule and message: the part form, the parts API and the parts CSV import share them. */
export const partFields = {
  type: z._default(z.string().check(z.trim(), z.maxLength(40)), 'simple'),
  sku: z.string({ error: 'SKU is required' }).check(
    z.trim(),
    z.minLength(1, 'SKU is required'),
    z.maxLength(64, 'SKU must be at most 64 characters'),
    // Part numbers compare by their letters and digits (normalizeSku): "--" would name no part.
    z.refine((sku) => normalizeSku(sku) !== '', 'SKU must contain a letter or a digit'),
  ),
  name: z.string({ error: 'Name is required' }).check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(200, 'Name must be at most 200 characters')),
  description: z._default(z.string().check(z.trim(), z.maxLength(10_000, 'Description must be at most 10,000 characters')), ''),
  make: makes,
  model: z.string({ error: 'Model is required' }).check(z.trim(), z.minLength(1, 'Model is required'), z.maxLength(100, 'Model must be at most 100 characters')),
  yearStart: year('Start'),
  yearEnd: year('End'),
  regularPrice: z.number({ error: 'Price must be a number' }).check(
    z.minimum(0, 'Price cannot be negative'),
    z.maximum(MAX_PRICE, 'Price is too large'),
    z.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Price can have at most two decimals'),
  ),
  stock: z
    .number({ error: 'Stock must be a number' })
    .check(z.refine(Number.isInteger, 'Stock must be a whole number'), z.minimum(0, 'Stock cannot be negative'), z.maximum(1_000_000, 'Stock is too large')),
  inStock: z.boolean(),
  categories: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)))
    .check(z.minLength(1, 'Please select at least one category'), z.maxLength(20, 'A part can be in at most 20 categories')),
  shippingClass: z._default(z.string().check(z.trim(), z.maxLength(100, 'Shipping class must be at most 100 characters')), ''),
  weightLbs: measure('Weight'),
  lengthIn: measure('Length'),
  widthIn: measure('Width'),
  heightIn: measure('Height'),
};

export const YEAR_ORDER_MESSAGE = 'End year cannot be before start year';

/** The part form and the parts API share this contract (SPEC §5 "Part form"). */
export const PartInputSchema = z
  .object(partFields)
  .check(z.refine((part) => part.yearEnd >= part.yearStart, { message: YEAR_ORDER_MESSAGE, path: ['yearEnd'] }));
export type PartInput = z.infer<typeof PartInputSchema>;
export type PartFormValues = z.input<typeof PartInputSchema>;

/** An update names the version it was edited from, so a concurrent change is never overwritten silently (edit-version.ts). */
export const PartUpdateSchema = z.object({ part: PartInputSchema, expectedUpdatedAt: ExpectedUpdatedAtSchema });
export type PartUpdate = z.infer<typeof PartUpdateSchema>;

export const ReorderImagesSchema = z.object({ images: z.array(z.string()).check(z.maxLength(MAX_IMAGES_PER_PART)) });

/** A new part's starting values (SPEC §9: type simple, make Pontiac, in stock, stock 0, price 0). */
export const PART_DEFAULTS: Partial<PartFormValues> = {
  type: 'simple',
  sku: '',
  name: '',
  description: '',
  make: ['Pontiac'],
  model: '',
  regularPrice: 0,
  stock: 0,
  inStock: true,
  categories: [],
  shippingClass: '',
  weightLbs: null,
  lengthIn: null,
  widthIn: null,
  heightIn: null,
};
