import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';

import { type DemandKey, UNFOUND_SEARCHES_LISTED, type UnfoundSearch } from '../../../domain/search-demand.ts';
import type { Db } from '../../db/client.ts';
import { unfoundSearches } from '../../db/schema/index.ts';

/** A counted search with the visitors who searched it in one window. */
export interface CountedSearch extends DemandKey {
  foundNothing: boolean;
  missingWords: string[];
  visitors: number;
}

/** At most this many searches are kept: the least searched go first. */
const KEPT_SEARCHES = 1_000;
/** A search not searched again in this many days is forgotten. */
const KEPT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds a window's counts: each search's visitors to its total, what it found as last searched. */
export async function addSearches(db: Db, counted: CountedSearch[], now: Date): Promise<void> {
  if (counted.length === 0) return;
  await db
    .insert(unfoundSearches)
    .values(counted.map(({ visitors, ...search }) => ({ ...search, searches: visitors, firstSeen: now, lastSeen: now })))
    .onConflictDoUpdate({
      target: [unfoundSearches.query, unfoundSearches.filters],
      set: {
        searches: sql`${unfoundSearches.searches} + excluded.searches`,
        foundNothing: sql`excluded.found_nothing`,
        missingWords: sql`excluded.missing_words`,
        lastSeen: sql`excluded.last_seen`,
      },
    });
}

/** Forgets the searches not searched for KEPT_DAYS, and the least searched past KEPT_SEARCHES. */
export async function forgetOldSearches(db: Db, now: Date): Promise<void> {
  await db.delete(unfoundSearches).where(lt(unfoundSearches.lastSeen, new Date(now.getTime() - KEPT_DAYS * DAY_MS)));
  const kept = db
    .select({ query: unfoundSearches.query, filters: unfoundSearches.filters })
    .from(unfoundSearches)
    .orderBy(desc(unfoundSearches.searches), desc(unfoundSearches.lastSeen))
    .limit(KEPT_SEARCHES);
  await db.delete(unfoundSearches).where(sql`(${unfoundSearches.query}, ${unfoundSearches.filters}) not in (${kept})`);
}

/** The most searched of the searches since `since`, the latest first among equals. */
export async function listSearches(db: Db, since: Date): Promise<UnfoundSearch[]> {
  const rows = await db
    .select()
    .from(unfoundSearches)
    .where(gte(unfoundSearches.lastSeen, since))
    .orderBy(desc(unfoundSearches.searches), desc(unfoundSearches.lastSeen), unfoundSearches.query)
    .limit(UNFOUND_SEARCHES_LISTED);
  return rows.map((row) => ({
    query: row.query,
    filters: row.filters,
    foundNothing: row.foundNothing,
    missingWords: row.missingWords,
    searches: row.searches,
    lastSeen: row.lastSeen.toISOString(),
  }));
}

/** Takes a search off the list (the owner has dealt with it); it comes back if visitors search it again. */
export async function dismissSearch(db: Db, search: DemandKey): Promise<boolean> {
  const removed = await db
    .delete(unfoundSearches)
    .where(and(eq(unfoundSearches.query, search.query), eq(unfoundSearches.filters, search.filters)))
    .returning({ query: unfoundSearches.query });
  return removed.length > 0;
}
