import { z } from 'zod';

import { paths } from './paths.ts';

/**
 * What visitors searched for and did not find (ADR 020): the shop owner's list of parts to stock, or of
 * words a part's description lacks. A keyword search counts when it found nothing, or no part holding
 * every word.
 */

/** The filters that narrow a search beside its keyword, in the order they are shown. */
const FILTERS = ['year', 'make', 'model', 'category', 'partNumber'] as const;
/** A keyword is kept to this many characters (the search takes 200; a longer one is no part's name). */
const MAX_QUERY_LENGTH = 100;
const MAX_FILTER_LENGTH = 100;

/** A search as it is counted: its keyword normalised, and its filters as a query string in one order. */
export interface DemandKey {
  query: string;
  filters: string;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * The search a request asked for, as it is counted: the same for "  Rochester  2GC" and "rochester 2gc",
 * whether the request was answered from the cache (its query as sent) or by the search (as validated).
 * Null for a search with no keyword: browsing by filters alone is no search for a part.
 */
export function demandKey(query: Readonly<Record<string, unknown>>): DemandKey | null {
  const keyword = text(query.q).trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MAX_QUERY_LENGTH);
  if (!keyword) return null;
  const filters = new URLSearchParams();
  for (const name of FILTERS) {
    const value = text(query[name]).trim().slice(0, MAX_FILTER_LENGTH);
    if (value) filters.set(name, value);
  }
  return { query: keyword, filters: filters.toString() };
}

/** What a search's answer says of what was not found, or null when it found every word together. */
export function unfound(answer: { total: number; partial?: { missingWords: string[] } }): { foundNothing: boolean; missingWords: string[] } | null {
  if (answer.total === 0) return { foundNothing: true, missingWords: [] };
  return answer.partial ? { foundNothing: false, missingWords: answer.partial.missingWords } : null;
}

/** The filters of a counted search as the owner reads them: "1955, Pontiac, Star Chief". */
export function describeFilters(filters: string): string {
  const values = new URLSearchParams(filters);
  return FILTERS.map((name) => (name === 'partNumber' && values.get(name) ? `part number ${values.get(name)}` : values.get(name))).filter(Boolean).join(', ');
}

/** The shop's search page for a counted search, as the visitor saw it. */
export function searchAddress(search: DemandKey): string {
  return paths.search(new URLSearchParams([['q', search.query], ...new URLSearchParams(search.filters)]));
}

export const UnfoundSearchSchema = z.object({
  query: z.string(),
  filters: z.string(),
  foundNothing: z.boolean(),
  missingWords: z.array(z.string()),
  /** Visitors who searched it (each counted once a minute). */
  searches: z.number().int(),
  lastSeen: z.string(),
});
export type UnfoundSearch = z.infer<typeof UnfoundSearchSchema>;

export const UnfoundSearchesSchema = z.object({ searches: z.array(UnfoundSearchSchema) });

export const DismissUnfoundSearchSchema = z.object({
  query: z.string().min(1).max(MAX_QUERY_LENGTH),
  filters: z.string().max(1_000),
});

/** How many of the searches the back office lists, the most searched first. */
export const UNFOUND_SEARCHES_LISTED = 20;
/** The searches of this many days are listed (they are kept longer: search-demand.repository.ts). */
export const UNFOUND_SEARCH_DAYS = 30;
