import { z } from 'zod';

import { headerKey, IMPORT_MESSAGES, type RowError } from './csv-import.ts';
import { DEFAULT_PART_MAKES, partFields, YEAR_ORDER_MESSAGE } from './part-input.schema.ts';
import { CATALOG_FIRST_YEAR, CATALOG_LAST_YEAR, MAX_YEAR, MIN_YEAR } from './years.ts';

/** SPEC §5 "Parts CSV": these columns must be in the header (any case and spacing). */
export const PARTS_REQUIRED_COLUMNS = ['SKU', 'Name', 'Regular price'] as const;

/** A part as a CSV row gives it, checked by the part form's own rules. */
const PartImportSchema = z
  .object({
    ...partFields,
    // A CSV may leave the model and the categories out; the form asks for them.
    model: z.string().trim().max(100, 'Model must be at most 100 characters').default(''),
    categories: z.array(z.string().trim().min(1).max(200)).max(20, 'A part can be in at most 20 categories'),
  })
  .refine((part) => part.yearEnd >= part.yearStart, { message: YEAR_ORDER_MESSAGE, path: ['yearEnd'] });
export type ImportedPart = z.infer<typeof PartImportSchema>;
export type ImportedPartField = keyof ImportedPart;

export interface PartRowRead {
  part: ImportedPart;
  /** The fields whose cells were filled in: on an update, the others can keep what the part has. */
  provided: ImportedPartField[];
  /** Sections named by category paths ("EMBLEMS > Hood Ornaments"): category name → section name. */
  sections: Record<string, string>;
}

export type PartRowResult = { kind: 'part'; read: PartRowRead } | { kind: 'skip'; error: RowError } | { kind: 'error'; errors: RowError[] };

/** Where each field's cell is, by header key; WooCommerce attribute pairs carry fitment too. */
export interface PartsColumns {
  cell(record: string[], ...keys: string[]): string;
  /** True when any of the keys is a column of the file. */
  has(...keys: string[]): boolean;
  attributes: { name: number; value: number }[];
}

const COLUMN_LABELS: Partial<Record<ImportedPartField, string>> = {
  sku: 'SKU',
  name: 'Name',
  regularPrice: 'Regular price',
  yearStart: 'Year Start',
  yearEnd: 'Year End',
  make: 'Make',
  model: 'Model',
  stock: 'Stock',
  categories: 'Categories',
  weightLbs: 'Weight',
  lengthIn: 'Length',
  widthIn: 'Width',
  heightIn: 'Height',
  description: 'Description',
  shippingClass: 'Shipping class',
  type: 'Type',
};

/** Reads the header row: the columns' places, or the missing required columns. */
export function readPartsHeader(headers: string[]): { ok: true; columns: PartsColumns } | { ok: false; message: string } {
  const keys = headers.map(headerKey);
  const index = new Map<string, number>();
  keys.forEach((key, i) => {
    if (key && !index.has(key)) index.set(key, i);
  });
  const missing = PARTS_REQUIRED_COLUMNS.filter((column) => !index.has(headerKey(column)));
  if (missing.length) return { ok: false, message: IMPORT_MESSAGES.missingColumns([...missing]) };
  const attributes: { name: number; value: number }[] = [];
  for (const [key, position] of index) {
    const match = /^attribute(\d+)name$/.exec(key);
    const value = match ? index.get(`attribute${match[1]}values`) ?? index.get(`attribute${match[1]}value`) : undefined;
    if (value !== undefined) attributes.push({ name: position, value });
  }
  return {
    ok: true,
    columns: {
      cell(record, ...wanted) {
        for (const key of wanted) {
          const position = index.get(key);
          if (position !== undefined) return (record[position] ?? '').trim();
        }
        return '';
      },
      has: (...wanted) => wanted.some((key) => index.has(key)),
      attributes,
    },
  };
}

const OUT_OF_STOCK = new Set(['no', 'false', '0', 'n', 'out of stock', 'outofstock']);

/** SPEC §5: out of stock for no, false, 0, n, out of stock; in stock otherwise. */
export function parseInStock(text: string): boolean {
  return !OUT_OF_STOCK.has(text.trim().toLowerCase());
}

/**
 * A price as shops write it: "$1,234.50", " 12 ". In a ';'-separated file from a European
 * spreadsheet "12,50" means twelve and a half. Undefined when it is not a number.
 */
export function parsePrice(text: string, { decimalComma = false } = {}): number | undefined {
  let cleaned = text.replace(/[$\s\u00a0]/g, '');
  if (decimalComma && /^-?\d+(\.\d{3})*,\d{1,2}$/.test(cleaned)) cleaned = cleaned.replace(/\./g, '').replace(',', '.');
  else cleaned = cleaned.replace(/,/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** SPEC §5: a non-negative whole number, 0 otherwise. */
export function parseStock(text: string): number {
  const cleaned = text.replace(/[\s,]/g, '');
  return /^\d+$/.test(cleaned) && Number(cleaned) <= 1_000_000 ? Number(cleaned) : 0;
}

/**
 * Splits a list cell on commas, honouring WooCommerce's "\," for a comma inside a value; quotes
 * were already taken off by the CSV parser.
 */
export function splitList(text: string): string[] {
  const values: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\\' && text[i + 1] === ',') {
      current += ',';
      i++;
    } else if (char === ',') {
      values.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  values.push(current);
  return values.map((value) => value.trim()).filter(Boolean);
}

/** Category paths "SECTION > Category, Other": the categories, and the section each path names. */
export function readCategoryPaths(text: string): { categories: string[]; sections: Record<string, string> } {
  const categories: string[] = [];
  const sections: Record<string, string> = {};
  for (const path of splitList(text)) {
    const steps = path.split('>').map((step) => step.trim()).filter(Boolean);
    const name = steps.at(-1);
    if (!name) continue;
    if (!categories.some((known) => known.toLowerCase() === name.toLowerCase())) categories.push(name);
    if (steps.length > 1) sections[name] = steps[0]!.toUpperCase();
  }
  return { categories, sections };
}

const KG_TO_LB = 2.204_622_6;
const CM_TO_IN = 1 / 2.54;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Reads one data row of a parts CSV (SPEC §5 "Parts CSV"): `row` is its number in the file, the
 * header being row 1. A row without SKU or name is skipped; a row breaking a rule is an error per
 * cell, in the part form's words.
 */
export function readPartRow(columns: PartsColumns, record: string[], row: number, { decimalComma = false } = {}): PartRowResult {
  const cell = (...keys: string[]) => columns.cell(record, ...keys);
  const sku = cell('sku');
  const name = cell('name');
  if (!sku) return { kind: 'skip', error: { row, column: 'SKU', message: 'Skipped: no SKU' } };
  if (!name) return { kind: 'skip', error: { row, column: 'Name', message: 'Skipped: no name' } };

  const errors: RowError[] = [];
  const provided = new Set<ImportedPartField>(['sku', 'name']);
  const fitment = new Map<string, string>();
  for (const attribute of columns.attributes) {
    const key = headerKey(record[attribute.name] ?? '');
    if (['make', 'model', 'yearstart', 'yearend'].includes(key)) fitment.set(key, (record[attribute.value] ?? '').trim());
  }
  const fit = (key: string) => cell(key) || fitment.get(key) || '';

  const priceText = cell('regularprice');
  const price = parsePrice(priceText, { decimalComma });
  if (!priceText) errors.push({ row, column: 'Regular price', message: 'Regular price is required' });
  else if (price === undefined) errors.push({ row, column: 'Regular price', message: 'Price must be a number' });
  else provided.add('regularPrice');

  const year = (key: string, label: 'Year Start' | 'Year End'): number | undefined => {
    const text = fit(key);
    if (!text) return undefined;
    if (!/^\d{4}$/.test(text)) {
      errors.push({ row, column: label, message: 'Invalid year format' });
      return undefined;
    }
    const value = Number(text);
    if (value < MIN_YEAR || value > MAX_YEAR) {
      errors.push({ row, column: label, message: `${label === 'Year Start' ? 'Start' : 'End'} year must be between ${MIN_YEAR} and ${MAX_YEAR}` });
      return undefined;
    }
    return value;
  };
  const start = year('yearstart', 'Year Start');
  const end = year('yearend', 'Year End');
  if (start !== undefined || end !== undefined) provided.add('yearStart').add('yearEnd');

  const measure = (field: 'weightLbs' | 'lengthIn' | 'widthIn' | 'heightIn', label: string, imperial: string, metric: string, factor: number): number | null => {
    const imperialText = cell(imperial);
    const text = imperialText || cell(metric);
    if (!text) return null;
    const value = parsePrice(text, { decimalComma });
    if (value === undefined) {
      errors.push({ row, column: label, message: `${label} must be a number` });
      return null;
    }
    provided.add(field);
    return imperialText ? value : round2(value * factor);
  };
  const weightLbs = measure('weightLbs', 'Weight', 'weightlbs', 'weightkg', KG_TO_LB);
  const lengthIn = measure('lengthIn', 'Length', 'lengthin', 'lengthcm', CM_TO_IN);
  const widthIn = measure('widthIn', 'Width', 'widthin', 'widthcm', CM_TO_IN);
  const heightIn = measure('heightIn', 'Height', 'heightin', 'heightcm', CM_TO_IN);

  const { categories, sections } = readCategoryPaths(cell('categories', 'category'));
  const text = {
    description: cell('description') || cell('shortdescription'),
    shippingClass: cell('shippingclass'),
    type: splitList(cell('type'))[0] ?? '',
    make: fit('make'),
    model: fit('model'),
    stock: cell('stock'),
    inStock: cell('instock'),
  };
  if (categories.length) provided.add('categories');
  for (const field of ['description', 'shippingClass', 'type', 'make', 'model', 'stock', 'inStock'] as const) if (text[field]) provided.add(field);

  const candidate = {
    type: text.type || 'simple',
    sku,
    name,
    description: text.description,
    make: text.make ? splitList(text.make) : [DEFAULT_PART_MAKES[0]],
    model: text.model,
    yearStart: start ?? end ?? CATALOG_FIRST_YEAR,
    yearEnd: end ?? start ?? CATALOG_LAST_YEAR,
    regularPrice: price ?? 0,
    stock: parseStock(text.stock),
    inStock: text.inStock ? parseInStock(text.inStock) : true,
    categories,
    shippingClass: text.shippingClass,
    weightLbs,
    lengthIn,
    widthIn,
    heightIn,
  };
  if (errors.length) return { kind: 'error', errors };
  const parsed = PartImportSchema.safeParse(candidate);
  if (!parsed.success) {
    return {
      kind: 'error',
      errors: parsed.error.issues.map((issue) => ({ row, column: COLUMN_LABELS[issue.path[0] as ImportedPartField] ?? String(issue.path[0] ?? ''), message: issue.message })),
    };
  }
  return { kind: 'part', read: { part: parsed.data, provided: [...provided], sections } };
}

/**
 * The parts export: WooCommerce's own column names (so the file imports into WooCommerce), the
 * fitment in columns of its own and again as WooCommerce attributes. This shop's import reads it
 * back unchanged.
 */
export const PARTS_EXPORT_HEADERS = [
  'Type', 'SKU', 'Name', 'Published', 'Description', 'In stock?', 'Stock', 'Weight (lbs)', 'Length (in)', 'Width (in)', 'Height (in)', 'Regular price', 'Categories', 'Shipping class',
  'Make', 'Model', 'Year Start', 'Year End',
  'Attribute 1 name', 'Attribute 1 value(s)', 'Attribute 2 name', 'Attribute 2 value(s)', 'Attribute 3 name', 'Attribute 3 value(s)', 'Attribute 4 name', 'Attribute 4 value(s)',
] as const;

export interface ExportablePart {
  type: string;
  sku: string;
  name: string;
  description: string;
  inStock: boolean;
  stock: number;
  weightLbs: string | null;
  lengthIn: string | null;
  widthIn: string | null;
  heightIn: string | null;
  regularPrice: string;
  categories: string[];
  shippingClass: string;
  make: string;
  model: string;
  yearStart: number;
  yearEnd: number;
}

/** A category as WooCommerce writes it: "SECTION > Category", commas inside a name escaped. */
const categoryPath = (name: string, sectionOf: (category: string) => string | undefined) => {
  const section = sectionOf(name);
  return (section ? `${section} > ${name}` : name).replace(/,/g, '\\,');
};

export function partExportCells(part: ExportablePart, sectionOf: (category: string) => string | undefined): (string | number | null)[] {
  return [
    part.type, part.sku, part.name, 1, part.description, part.inStock ? 1 : 0, part.stock, part.weightLbs, part.lengthIn, part.widthIn, part.heightIn, part.regularPrice,
    part.categories.map((category) => categoryPath(category, sectionOf)).join(', '), part.shippingClass,
    part.make, part.model, part.yearStart, part.yearEnd,
    'Make', part.make, 'Model', part.model, 'Year Start', part.yearStart, 'Year End', part.yearEnd,
  ];
}
