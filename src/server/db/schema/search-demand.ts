import { boolean, integer, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What visitors searched for and did not find (ADR 020): a keyword search that found nothing, or no
 * part holding every word. One row per search as typed (normalised) and the filters beside it; its count
 * is of visitors, counted in memory per minute and added here. No address or visitor is kept.
 */
export const unfoundSearches = pgTable(
  'unfound_searches',
  {
    /** The keyword, trimmed, in lower case, its spaces single. */
    query: text('query').notNull(),
    /** The filters beside it as a query string in one order ("make=Pontiac&year=1955"), or ''. */
    filters: text('filters').notNull(),
    /** The typed words no part mentions, as last searched ([] when every word is somewhere). */
    missingWords: text('missing_words').array().notNull(),
    /** Whether the search found nothing at all, rather than only parts holding some of the words. */
    foundNothing: boolean('found_nothing').notNull(),
    /** Visitors who searched it: each counted once a minute on each server. */
    searches: integer('searches').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.query, t.filters] }), index('unfound_searches_last_seen').on(t.lastSeen)],
);
