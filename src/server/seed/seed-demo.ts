import { count, sql } from 'drizzle-orm';

import { PART_IMAGES_BUCKET, partImageKey, storageFileName } from '../../domain/images.ts';
import { parseAllYears } from '../../domain/all-years.ts';
import { formatYearRange } from '../../domain/years.ts';
import type { Db } from '../db/client.ts';
import { batchGinUpkeep, mergePartsPendingLists } from '../db/upkeep.ts';
import { categories, parts, vehicleMakes, vehicleModels } from '../db/schema/index.ts';
import type { ObjectStorage } from '../storage/storage.ts';
import { DEMO_SECTIONS, SECTION_DESCRIPTIONS } from './demo-categories.ts';
import { PART_TEMPLATES, type PartTemplate } from './demo-parts.ts';
import { DEMO_MAKES, DEMO_MODELS, type DemoModel } from './demo-vehicles.ts';
import { type PictureKind, renderPartPicture, seededRandom } from './draw-part-picture.ts';

const INSERT_BATCH_ROWS = 200;
/** Pictures are drawn in a few variants per shape and reused, which keeps the first start quick. */
const PICTURE_VARIANTS = 3;
const SEED_TIMESTAMP = Date.UTC(2026, 0, 2);

export interface DemoPart {
  sku: string;
  name: string;
  description: string;
  regularPrice: string;
  categories: string[];
  shippingClass: string;
  weightLbs: string;
  lengthIn: string;
  widthIn: string;
  heightIn: string;
  yearStart: number;
  yearEnd: number;
  make: string;
  model: string;
  inStock: boolean;
  stock: number;
  pictures: { kind: PictureKind; variant: number }[];
}

const ENGINE_CATEGORIES = new Set(DEMO_SECTIONS.ENGINE);

function fits(model: DemoModel, template: PartTemplate): boolean {
  const years = template.years;
  const models = typeof template.model === 'string' ? [template.model] : template.model;
  if ((template.make && template.make !== model.make) || (models && !models.includes(model.name)) || template.notModel?.includes(model.name)) return false;
  return !years || (model.yearStart <= years[1] && model.yearEnd >= years[0]);
}

function spread<T>(items: T[], wanted: number, offset: number): T[] {
  if (items.length <= wanted) return items;
  const step = items.length / wanted;
  return Array.from({ length: wanted }, (_, i) => items[(Math.floor(i * step) + offset) % items.length]!);
}

function abbreviation(category: string): string {
  return category
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 3);
}

/** Pontiac's first 12-volt cars: every car before had a 6-volt system, every car from it a 12-volt one. */
const TWELVE_VOLTS_FROM = 1955;

/** The electrical system of a part's cars, as a template's `{volts}` says it: "6-volt", "12-volt", or both with their years. */
function systemVolts(yearStart: number, yearEnd: number): string {
  if (yearEnd < TWELVE_VOLTS_FROM) return '6-volt';
  if (yearStart >= TWELVE_VOLTS_FROM) return '12-volt';
  return `6-volt (through ${TWELVE_VOLTS_FROM - 1}) or 12-volt (from ${TWELVE_VOLTS_FROM})`;
}

/** Pontiac's first V-8 year: every car from it had the V-8 (ENGINES in domain/engines.ts). */
const V8_FROM = 1955;

/**
 * The engine of a part's cars, as a template's `{engine}` says it (../shared/data/pontiac-models.md): the
 * V-8 cars' V-8 (Oakland's of 1930-1932, Pontiac's from 1955), the straight six of the Sixes and the
 * straight eight of the Eights; the eights alone for the 1940 Torpedo and the 1954 Star Chief; either for
 * the other cars before 1955; and, for a part spanning 1955, which up to when.
 */
function carEngine(model: DemoModel, yearStart: number, yearEnd: number): string {
  if (model.name === 'V-8' || yearStart >= V8_FROM) return 'V-8';
  const eightsAlone = /\bEight\b/.test(model.name) || (model.name === 'Torpedo' && yearEnd <= 1940) || model.name === 'Star Chief';
  const early = /\bSix\b/.test(model.name) || model.name === 'Quality 115' ? 'straight six' : eightsAlone ? 'straight eight' : 'straight six or straight eight';
  return yearEnd < V8_FROM ? early : `${early} (through ${V8_FROM - 1}) or V-8 (from ${V8_FROM})`;
}

/** The years of Pontiac's Dual-Range Hydra-Matic (four speeds, with a range held for hills), before 1956's new Hydra-Matic. */
const DUAL_RANGE: readonly [first: number, last: number] = [1952, 1955];

/** The Hydra-Matic of a part's cars, as a template's `{hydramatic}` says it: the Dual-Range named, with its years when the part's span more. */
function carHydraMatic(yearStart: number, yearEnd: number): string {
  const [first, last] = DUAL_RANGE;
  if (yearEnd < first || yearStart > last) return 'Hydra-Matic';
  if (yearStart >= first && yearEnd <= last) return 'Dual-Range Hydra-Matic';
  return `Hydra-Matic (the Dual-Range Hydra-Matic for ${formatYearRange(Math.max(yearStart, first), Math.min(yearEnd, last))})`;
}

/** A template's description for a part's cars: its `{volts}`, `{engine}` and `{hydramatic}` said for them. */
function describedFor(description: string, model: DemoModel, yearStart: number, yearEnd: number): string {
  return description
    .replace('{volts}', systemVolts(yearStart, yearEnd))
    .replace('{engine}', carEngine(model, yearStart, yearEnd))
    .replace('{hydramatic}', carHydraMatic(yearStart, yearEnd));
}

/** A part's years starting and ending in years its car was built: a split range of the Torpedo (1940-1942, 1946-1948) is 1940-1942 or 1946-1948, never 1940-1944 or 1945-1948. */
function withinBuiltYears(model: DemoModel, yearStart: number, yearEnd: number): { yearStart: number; yearEnd: number } {
  const built = parseAllYears(model.allYears);
  const years = built.ok ? built.years.filter((year) => year >= yearStart && year <= yearEnd) : [];
  return years.length ? { yearStart: years[0]!, yearEnd: years.at(-1)! } : { yearStart, yearEnd };
}

/** Builds the demo parts from the templates: deterministic, so every new shop looks the same. */
export function buildDemoParts(): DemoPart[] {
  const random = seededRandom(1926);
  const usedSkus = new Set<string>();
  const result: DemoPart[] = [];
  PART_TEMPLATES.forEach((template: PartTemplate, templateIndex) => {
    const fitting = DEMO_MODELS.filter((model) => fits(model, template));
    for (const model of spread(fitting, template.models, templateIndex)) {
      let yearStart = Math.max(model.yearStart, template.years?.[0] ?? model.yearStart);
      let yearEnd = Math.min(model.yearEnd, template.years?.[1] ?? model.yearEnd);
      // Long-running models changed parts mid-way: split some ranges the way a catalogue would.
      if (yearEnd - yearStart >= 4 && random() < 0.5) {
        const middle = yearStart + Math.floor((yearEnd - yearStart) / 2);
        if (random() < 0.5) yearEnd = middle;
        else yearStart = middle + 1;
      }
      ({ yearStart, yearEnd } = withinBuiltYears(model, yearStart, yearEnd));
      // A part the cars had up to a year ends in it; for a car built only after it there is none, its draws
      // made all the same, so the parts after it are as they were.
      const lastYear = template.lastYear;
      const noneForTheCar = lastYear !== undefined && yearStart > lastYear;
      if (lastYear !== undefined && yearEnd > lastYear) ({ yearStart, yearEnd } = withinBuiltYears(model, yearStart, lastYear));
      let make: string = model.make;
      if (model.make === 'Oakland' && model.name === 'V-8' && ENGINE_CATEGORIES.has(template.category)) {
        // Leftover Oakland V8s went into the 1932 Pontiac V-8: the same engine parts fit both.
        make = 'Oakland, Pontiac';
        yearEnd = 1932;
      }
      // Drawn for every part (as `grade` below), so a part made new leaves the parts after it as they were.
      const nos = template.category === 'NOS Dealer Accessories' || (random() < 0.3 && !template.reproduction);
      let sku: string;
      do {
        sku = nos
          ? `${100 + Math.floor(random() * 900)}-${1000 + Math.floor(random() * 9000)}`
          : `SS-${abbreviation(template.category)}-${1000 + Math.floor(random() * 9000)}`;
      } while (usedSkus.has(sku));
      usedSkus.add(sku);
      const [low, high] = template.price;
      const price = Math.floor(low + random() * (high - low)) + (random() < 0.5 ? 0.95 : 0.5);
      const inStock = random() > 0.12;
      const stock = inStock ? (nos ? 1 + Math.floor(random() * 4) : 2 + Math.floor(random() * 30)) : 0;
      const years = formatYearRange(yearStart, yearEnd);
      const provenance = template.restored
        ? 'A GM original, rebuilt or restored as described: neither new-old-stock nor a reproduction.'
        : nos
          ? 'Genuine GM new-old-stock, never fitted; the box may show shelf wear.'
          : 'Reproduction made to the original specifications and checked against a factory sample.';
      const pictures: DemoPart['pictures'] = [];
      if (random() < 0.9) {
        pictures.push({ kind: template.picture, variant: Math.floor(random() * PICTURE_VARIANTS) });
        if (random() < 0.15) pictures.push({ kind: template.picture, variant: (pictures[0]!.variant + 1) % PICTURE_VARIANTS });
      }
      // Drawn for every part, so a restored part leaves the parts after it as they were.
      const grade = nos ? 'NOS GM Parts' : random() < 0.2 ? 'Concours Reproductions' : 'Reproduction Parts';
      if (noneForTheCar) continue;
      result.push({
        sku,
        name: `${template.name}, ${years} ${model.make} ${model.name}`,
        description: `${describedFor(template.description, model, yearStart, yearEnd)} Fits ${years} ${make} ${model.name}. ${provenance}`,
        regularPrice: price.toFixed(2),
        categories: template.restored ? [template.category] : [template.category, grade],
        shippingClass: template.shippingClass ?? 'standard',
        weightLbs: template.weightLbs.toFixed(2),
        lengthIn: template.sizeIn[0].toFixed(2),
        widthIn: template.sizeIn[1].toFixed(2),
        heightIn: template.sizeIn[2].toFixed(2),
        yearStart,
        yearEnd,
        make,
        model: model.name,
        inStock,
        stock,
        pictures,
      });
    }
  });
  return result;
}

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [row] = await db
    .select({
      // Makes are left out: every database starts with Pontiac and Oakland (migration 0010).
      total: sql<number>`(${db.select({ n: count() }).from(parts)}) + (${db.select({ n: count() }).from(categories)}) + (${db.select({ n: count() }).from(vehicleModels)})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return (row?.total ?? 0) === 0;
}

export interface SeedOptions {
  /** Draw product pictures (default true); tests that do not look at pictures skip them. */
  pictures?: boolean;
}

/** The demo shop's makes, models, sections and categories: the demo catalogue's, and the benchmarks' (bench/catalogue.ts). */
export async function seedDemoVehiclesAndCategories(db: Db): Promise<void> {
  await db.insert(vehicleMakes).values(DEMO_MAKES.map((name) => ({ name }))).onConflictDoNothing();
  const makes = await db.select().from(vehicleMakes);
  const makeId = new Map(makes.map((make) => [make.name, make.id]));
  await db.insert(vehicleModels).values(
    DEMO_MODELS.map((model) => ({
      makeId: makeId.get(model.make)!,
      name: model.name,
      allYears: model.allYears,
      yearStart: model.yearStart,
      yearEnd: model.yearEnd,
      productionPeriods: model.productionPeriods,
    })),
  );
  for (const [section, children] of Object.entries(DEMO_SECTIONS)) {
    const [created] = await db
      .insert(categories)
      .values({ name: section, isSection: true, description: SECTION_DESCRIPTIONS[section] ?? '' })
      .returning({ id: categories.id });
    await db.insert(categories).values(children.map((name) => ({ name, parentId: created!.id })));
  }
}

/**
 * Loads the demo catalogue into an empty database in one transaction; does nothing when the
 * catalogue already has data. Returns the number of parts created.
 */
export async function seedDemoCatalogue(db: Db, storage: ObjectStorage, options: SeedOptions = {}): Promise<number> {
  if (!(await isCatalogueEmpty(db))) return 0;
  const demoParts = buildDemoParts();
  const storedKeys: string[] = [];
  const partImages = new Map<string, string[]>();

  try {
    if (options.pictures ?? true) {
      const rendered = new Map<string, Promise<{ full: Buffer; thumb: Buffer }>>();
      const render = (kind: PictureKind, variant: number) => {
        const cacheKey = `${kind}:${variant}`;
        if (!rendered.has(cacheKey)) rendered.set(cacheKey, renderPartPicture(kind, variant * 7919 + kind.length));
        return rendered.get(cacheKey)!;
      };
      let sequence = 0;
      for (const part of demoParts) {
        const keys: string[] = [];
        for (const picture of part.pictures) {
          const { full, thumb } = await render(picture.kind, picture.variant);
          const slug = part.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
          const key = storageFileName(`${slug}.webp`, SEED_TIMESTAMP + sequence++, '');
          await storage.put(PART_IMAGES_BUCKET, key, full, 'image/webp');
          await storage.put(PART_IMAGES_BUCKET, partImageKey(key, 800), full, 'image/webp');
          await storage.put(PART_IMAGES_BUCKET, partImageKey(key, 320), thumb, 'image/webp');
          storedKeys.push(key, partImageKey(key, 800), partImageKey(key, 320));
          keys.push(key);
        }
        partImages.set(part.sku, keys);
      }
    }

    await db.transaction(async (tx) => {
      // Written as a bulk write (db/upkeep.ts): another server of the shop may be answering searches.
      await batchGinUpkeep(tx, { searchesMeanwhile: true });
      await seedDemoVehiclesAndCategories(tx);
      for (let i = 0; i < demoParts.length; i += INSERT_BATCH_ROWS) {
        await tx.insert(parts).values(
          demoParts.slice(i, i + INSERT_BATCH_ROWS).map(({ pictures: _pictures, ...part }) => ({
            ...part,
            images: partImages.get(part.sku) ?? [],
          })),
        );
      }
      await mergePartsPendingLists(tx);
    });
  } catch (error) {
    await storage.remove(PART_IMAGES_BUCKET, storedKeys).catch(() => undefined);
    throw error;
  }
  return demoParts.length;
}
