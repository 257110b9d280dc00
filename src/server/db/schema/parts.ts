import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { compactTextSql, nameHeadSql, nameSizeSql, wordsTextSql } from '../../../domain/search-text.ts';
import { NORMALIZE_SKU_SQL } from '../../../domain/sku.ts';

export const parts = pgTable(
  'parts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull().default('simple'),
    sku: text('sku').notNull().unique(),
    /** Letters and digits of the SKU only, for part-number search that forgives formatting. */
    skuNormalized: text('sku_normalized')
      .notNull()
      .generatedAlwaysAs(sql.raw(NORMALIZE_SKU_SQL)),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    regularPrice: numeric('regular_price', { precision: 12, scale: 2 }).notNull().default('0'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    shippingClass: text('shipping_class').notNull().default(''),
    weightLbs: numeric('weight_lbs', { precision: 10, scale: 2 }),
    lengthIn: numeric('length_in', { precision: 10, scale: 2 }),
    widthIn: numeric('width_in', { precision: 10, scale: 2 }),
    heightIn: numeric('height_in', { precision: 10, scale: 2 }),
    /** Storage keys in the 'partimages' bucket; the first is the main picture. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    yearStart: integer('year_start').notNull(),
    yearEnd: integer('year_end').notNull(),
    /** May hold several makes separated by commas ("Pontiac, Oakland"). */
    make: text('make').notNull().default('Pontiac'),
    model: text('model').notNull().default(''),
    inStock: boolean('in_stock').notNull().default(true),
    stock: integer('stock').notNull().default(0),
    /**
     * Everything a keyword may match, as its words (wordsText: " ride master shock absorber … "), then the
     * normalised SKU as one word, for one trigram index: a typed word is found from the start of a word or
     * across words (wordPatterns: "ridemaster" as " ride master"), never by chance inside one ("rod" in
     * "reproduction"); a part number however punctuated.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql.raw(`${wordsTextSql(`name || ' ' || sku || ' ' || make || ' ' || model || ' ' || description`)} || ${NORMALIZE_SKU_SQL} || ' '`)),
    /** The name alone, compacted (compactText), for ranking the best match without a regular expression per row. */
    searchName: text('search_name').notNull().generatedAlwaysAs(sql.raw(compactTextSql('name'))),
    /** The name's words (wordsText), for the words a name holds (wordPatterns) and those it holds whole, which best match ranks first. */
    nameWords: text('name_words').notNull().generatedAlwaysAs(sql.raw(wordsTextSql('name'))),
    /** The word saying what the part is (nameHead: "radio" of "Push-Button Radio, …"), which best match ranks a single word naming the part by. */
    nameHead: text('name_head').notNull().generatedAlwaysAs(sql.raw(nameHeadSql('name'))),
    /** How many words the part's own name holds (nameSize), which best match ranks the names holding fewer words beside the typed ones by. */
    nameSize: integer('name_size').notNull().generatedAlwaysAs(sql.raw(nameSizeSql('name'))),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('parts_year_start_range', sql`${t.yearStart} between 1900 and 2040`),
    check('parts_year_end_range', sql`${t.yearEnd} between 1900 and 2040`),
    check('parts_year_order', sql`${t.yearEnd} >= ${t.yearStart}`),
    check('parts_price_non_negative', sql`${t.regularPrice} >= 0`),
    check('parts_stock_non_negative', sql`${t.stock} >= 0`),
    check(
      'parts_dimensions_non_negative',
      sql`coalesce(${t.weightLbs}, 0) >= 0 and coalesce(${t.lengthIn}, 0) >= 0 and coalesce(${t.widthIn}, 0) >= 0 and coalesce(${t.heightIn}, 0) >= 0`,
    ),
    // The one trigram index: keywords, part numbers (search_text holds the normalised SKU) and the admin
    // list's search all go through it, each rechecked on its own column. Every trigram index costs an
    // import of 100,000 parts seconds (bench/README.md), so there is no second one.
    index('parts_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // "RV-0001" and "rv 0001" are one part number: the normalised SKU is unique, not only the SKU as typed.
    uniqueIndex('parts_sku_normalized_unique').on(t.skuNormalized),
    index('parts_categories_gin').using('gin', t.categories),
    // A search by make, model or year reads each value's parts in price order from its own index
    // (migration 0024); parts_model also INCLUDEs (make, year_start, year_end) and parts_years (make), so
    // the other filters are checked from the index entries too.
    index('parts_years').on(t.yearStart, t.yearEnd, t.regularPrice.desc().nullsFirst(), t.id),
    // With the id, the price orders (the id breaks ties) are read from the index alone, a deep page too.
    index('parts_regular_price').on(t.regularPrice, t.id),
    index('parts_make').on(t.make, t.regularPrice.desc().nullsFirst(), t.id),
    index('parts_model').on(t.model, t.regularPrice.desc().nullsFirst(), t.id),
    // The orders that are not by price: the catalogue's "Name" and the back office's list (by name, and
    // the last changed first by default) walk these instead of sorting every matching part (migration 0026).
    index('parts_name').on(t.name, t.id),
    index('parts_updated').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * Each part's categories, a row each with the part's price and vehicle, kept by triggers on parts
 * (migrations 0023 and 0027). A search by category alone counts its parts, gathers them and walks them in
 * price order from the primary key (index-only), where the GIN index on parts.categories has to visit
 * every part of a broad category; the digital catalogue counts each category's parts from it too. A
 * category with a make, model or year (a remembered car browsing a category) is read model by model from
 * part_categories_vehicle, which INCLUDEs the make and the years so they are checked from its entries
 * (drizzle's index builder cannot say INCLUDE: the schema names the same keys without it).
 */
export const partCategories = pgTable('part_categories', {
  category: text('category').notNull(),
  regularPrice: numeric('regular_price', { precision: 12, scale: 2 }).notNull(),
  partId: integer('part_id').notNull(),
  make: text('make').notNull(),
  model: text('model').notNull(),
  yearStart: integer('year_start').notNull(),
  yearEnd: integer('year_end').notNull(),
}, (t) => [
  primaryKey({ columns: [t.category, t.regularPrice, t.partId] }),
  index('part_categories_vehicle').on(t.category, t.model, t.regularPrice.desc().nullsFirst(), t.partId),
]);

/**
 * The catalogue's vocabulary: every word of the parts' names, makes, models and descriptions (whole and
 * in its hyphenated parts) and neighbouring name words joined, kept by a statement trigger on parts
 * (migration 0037). Each server holds it in memory for typo tolerance (modules/catalog/vocabulary.ts).
 * `joined`: a term no text holds as a word, only written apart ("lamplens", "safettrack").
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey(), joined: boolean('joined').notNull().default(false) });

/**
 * The distinct make and model texts of the parts, kept by the same trigger. A partial make or model
 * filter ("chief") is matched against these few hundred values, and the parts are then found by
 * equality through the btree indexes, instead of running ILIKE on every part.
 */
export const partVehicleValues = pgTable('part_vehicle_values', {
  kind: text('kind').notNull(),
  value: text('value').notNull(),
}, (t) => [primaryKey({ columns: [t.kind, t.value] })]);
