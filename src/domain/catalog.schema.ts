import * as z from 'zod/mini';

import { PartSchema } from './part.schema.ts';
import { wholeNumberInRange } from './query-values.ts';
import { normalizeSku } from './sku.ts';
import { parseAllYears } from './all-years.ts';
import { MAX_YEAR, MIN_YEAR } from './years.ts';
import { formatCount } from './counts.ts';

export const SEARCH_SORTS = ['price_desc', 'price_asc', 'name', 'relevance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 96;
export const MAX_KEYWORD_LENGTH = 200;
export const PART_NUMBER_WITHOUT_DIGITS = 'Part number must contain a letter or a digit';

const optionalText = (label: string, max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`))),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  );

/** The public search contract (SPEC §7 parts filters); the URL of /search carries the same fields. */
export const SearchQuerySchema = z.object({
  make: optionalText('Make', 100),
  model: optionalText('Model', 100),
  year: z.optional(
    wholeNumberInRange('Year must be a number', {
      min: [MIN_YEAR, `Year must be between ${MIN_YEAR} and ${MAX_YEAR}`],
      max: [MAX_YEAR, `Year must be between ${MIN_YEAR} and ${MAX_YEAR}`],
    }),
  ),
  category: optionalText('Category', 200),
  // Part numbers compare by their letters and digits alone; one with none ("%", "--") would match every part.
  partNumber: optionalText('Part number', 100).check(z.refine((value) => value === undefined || normalizeSku(value) !== '', PART_NUMBER_WITHOUT_DIGITS)),
  q: optionalText('Keyword', MAX_KEYWORD_LENGTH),
  sort: z.optional(z.enum(SEARCH_SORTS, { error: 'Sort must be one of price_desc, price_asc, name, relevance' })),
  page: z._default(wholeNumberInRange('Page must be a number', { min: [1, 'Page must be 1 or more'] }), 1),
  pageSize: z._default(
    wholeNumberInRange('Page size must be a number', { min: [1, 'Page size must be between 1 and 96'], max: [MAX_PAGE_SIZE, 'Page size must be between 1 and 96'] }),
    DEFAULT_PAGE_SIZE,
  ),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/**
 * The order a search gets when the visitor picks none: a typed keyword or part number is looked up,
 * so the best match comes first; browsing by filters alone keeps SPEC's order, price high to low.
 */
export function defaultSort(query: { q?: string | null; partNumber?: string | null }): SearchSort {
  return query.q?.trim() || query.partNumber?.trim() ? 'relevance' : 'price_desc';
}
export type SearchQueryInput = z.input<typeof SearchQuerySchema>;


/** Spans of model years, first and last. */
const YearSpansSchema = z.array(z.object({ first: z.int(), last: z.int() }));

/** Typed words, each with the catalogue words it stands for. */
const TypedWordsSchema = z.array(z.object({ typed: z.string(), meant: z.array(z.string()) }));

export const SearchResultSchema = z.object({
  items: z.array(PartSchema),
  total: z.int(),
  /** True when there are more matches than were counted (the count stops at 10,000): show "10,000+". */
  totalIsCapped: z.boolean(),
  /**
   * Set when no part matches every typed word: the parts shown match some of them, most first, and
   * `missingWords` are the typed words no part matches at all (with the other filters). Under best match,
   * when some typed words name years (a year, a span, an engine), `nearYears` are those years: of the parts
   * matching alike, those of the years nearest to them come first (yearsAway).
   */
  partial: z.optional(z.object({ missingWords: z.array(z.string()), nearYears: z.optional(YearSpansSchema) })),
  /**
   * Set when a few parts (`matchingAll`, at most a page's worth) match every typed word but none is named by
   * the word saying what the part is (`word`), while parts of other cars or years are: those follow them,
   * the parts matching more of the words naming the car first. Under best match, when those words name years,
   * `nearYears` are those years: of the parts matching alike, those of the years nearest to them come first.
   */
  othersNamed: z.optional(z.object({ word: z.string(), matchingAll: z.int(), nearYears: z.optional(YearSpansSchema) })),
  /** The typed words taken for slips, each with the catalogue words it was looked for as ("bonnevile": ["bonneville"]). */
  corrections: z.optional(TypedWordsSchema),
  /**
   * The typed words of the language that no part holds, each with the catalogue words one keystroke from
   * it ("lamb": ["lamp"]): not looked for in its place, since the word may be meant, but offered ("Did you mean…").
   */
  suggestions: z.optional(TypedWordsSchema),
  /**
   * When nothing was found for a typed part number (the part-number filter, or a keyword that may be one),
   * the catalogue's part numbers one slip from it ("819-3846": ["819-3864"]) that the other filters allow:
   * offered ("Did you mean part number…"), never looked for in its place, since a part number a figure away
   * is another part.
   */
  partNumbers: z.optional(z.array(z.string())),
  /** The typed words read as an engine's size, each with the model years its engine powered ("389": 1959-1966), which the parts shown fit or whose words name it. */
  engines: z.optional(z.array(z.object({ typed: z.string(), first: z.int(), last: z.int() }))),
  /**
   * The typed words naming a part the cars of the years in question did not have, read as the part they had
   * in its place ("kingpin" with 1959: the ball joints of the 1958-1960 cars; successions.ts), when nothing
   * was found as typed.
   */
  successions: z.optional(z.array(z.object({ typed: z.string(), shown: z.string(), instead: z.string(), first: z.int(), last: z.int() }))),
  page: z.int(),
  pageSize: z.int(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** The keyword with each word a search's suggestions name put as the first word offered for it: "tail lamb lens" is "tail lamp lens". */
export function suggestedKeyword(q: string, suggestions: SearchResult['suggestions'] = []): string {
  return q
    .split(/(\s+)/)
    .map((token) => suggestions.find((suggestion) => suggestion.typed.toLowerCase() === token.toLowerCase())?.meant[0] ?? token)
    .join('');
}

/** "24 parts", "1 part", or "10,000+ parts" when the count stopped: the result heading's words. */
export function resultCount({ total, totalIsCapped }: { total: number; totalIsCapped: boolean }): string {
  const shown = `${formatCount(total)}${totalIsCapped ? '+' : ''}`;
  return `${shown} ${total === 1 && !totalIsCapped ? 'part' : 'parts'}`;
}

export const FacetsSchema = z.object({
  makes: z.array(z.string()),
  years: z.array(z.int()),
  sections: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      description: z.string(),
      categories: z.array(z.object({ id: z.int(), name: z.string() })),
    }),
  ),
});
export type Facets = z.infer<typeof FacetsSchema>;

export const CatalogModelSchema = z.object({
  id: z.int(),
  make: z.string(),
  name: z.string(),
  allYears: z.string(),
  yearStart: z.int(),
  yearEnd: z.int(),
  productionPeriods: z.array(z.string()),
});
export type CatalogModel = z.infer<typeof CatalogModelSchema>;

/** The digital catalogue's sections, each category with the number of parts in it. */
export const CatalogSectionsSchema = z.array(
  z.object({
    id: z.int(),
    name: z.string(),
    description: z.string(),
    categories: z.array(z.object({ id: z.int(), name: z.string(), partCount: z.int() })),
  }),
);
export type CatalogSections = z.infer<typeof CatalogSectionsSchema>;

/** A model's years in the digital catalogue, each with the number of parts the search for it finds. */
export const CatalogModelYearsSchema = z.object({
  partCount: z.int(),
  years: z.array(z.object({ year: z.int(), partCount: z.int() })),
});
export type CatalogModelYears = z.infer<typeof CatalogModelYearsSchema>;

/** The years a model was built: those All Years names, or every year from its first to its last. */
export function modelYears(model: { allYears: string; yearStart: number; yearEnd: number }): number[] {
  const parsed = parseAllYears(model.allYears, { start: model.yearStart, end: model.yearEnd });
  if (parsed.ok) return parsed.years;
  return Array.from({ length: model.yearEnd - model.yearStart + 1 }, (_, i) => model.yearStart + i);
}

export const ModelsQuerySchema = z.object({ make: optionalText('Make', 100) });

/** Splits a part's make text ("Pontiac, Oakland") into makes. */
export function splitMakes(make: string): string[] {
  return make
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}
