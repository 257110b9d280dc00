import { LRUCache } from 'lru-cache';

import { type DemandKey, demandKey, unfound } from '../../../domain/search-demand.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { addSearches, type CountedSearch, forgetOldSearches } from './search-demand.repository.ts';

/** How often a server adds the searches it counted to the database. */
const WINDOW_MS = 60_000;
/** Searches a server remembers as finding nothing: a cached answer is counted through them. */
const REMEMBERED_ANSWERS = 2_000;
/** Distinct searches counted in one window; more are left out (a flood of made-up words). */
const SEARCHES_PER_WINDOW = 500;
/** Distinct searches counted from one address in one window: one visitor cannot fill the owner's list. */
const SEARCHES_PER_ADDRESS = 10;
/** Addresses counted in one window: the memory a flood can take is bounded. */
const ADDRESSES_PER_WINDOW = 10_000;

export interface SearchDemand {
  /** What the search answered for a request's query: remembered, so a cached answer counts the same. */
  answered(query: Readonly<Record<string, unknown>>, answer: { total: number; partial?: { missingWords: string[] } }): void;
  /** A search answered to a visitor, by the search or from the cache: counted when it found too little. */
  searched(query: Readonly<Record<string, unknown>>, address: string): void;
  /** Adds what this server counted to the database at once (the back office asks before it lists). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const keyOf = (search: DemandKey) => `${search.query}\u0000${search.filters}`;

/**
 * Counts the searches that found too little (ADR 020). Each server counts in memory for a minute, a
 * visitor once per search (their address is held for that minute only, never stored), then adds the
 * counts to the database. The search itself never waits on it.
 */
export function createSearchDemand({ db, clock, onError, windowMs = WINDOW_MS }: { db: Db; clock: Clock; onError: (error: unknown) => void; windowMs?: number }): SearchDemand {
  const answers = new LRUCache<string, { search: DemandKey; foundNothing: boolean; missingWords: string[] }>({ max: REMEMBERED_ANSWERS });
  let window = new Map<string, CountedSearch & { addresses: Set<string> }>();
  let perAddress = new Map<string, number>();
  let flushing: Promise<void> = Promise.resolve();

  const flush = () => {
    const counted = [...window.values()].map(({ addresses, ...search }) => ({ ...search, visitors: addresses.size }));
    window = new Map();
    perAddress = new Map();
    // An idle shop writes nothing: what is old is forgotten whenever something new is counted.
    if (counted.length === 0) return flushing;
    flushing = flushing.then(async () => {
      try {
        const now = clock();
        await addSearches(db, counted, now);
        await forgetOldSearches(db, now);
      } catch (error) {
        onError(error);
      }
    });
    return flushing;
  };
  const timer = setInterval(() => void flush(), windowMs);
  timer.unref();

  return {
    answered(query, answer) {
      const search = demandKey(query);
      if (!search) return;
      const found = unfound(answer);
      if (found) answers.set(keyOf(search), { search, ...found });
      else answers.delete(keyOf(search));
    },
    searched(query, address) {
      const search = demandKey(query);
      const answer = search && answers.get(keyOf(search));
      if (!answer) return;
      const key = keyOf(search);
      const entry = window.get(key);
      if (entry?.addresses.has(address)) return;
      const fromAddress = perAddress.get(address) ?? 0;
      if (fromAddress >= SEARCHES_PER_ADDRESS || (!entry && window.size >= SEARCHES_PER_WINDOW)) return;
      if (fromAddress === 0 && perAddress.size >= ADDRESSES_PER_WINDOW) return;
      perAddress.set(address, fromAddress + 1);
      if (entry) entry.addresses.add(address);
      else window.set(key, { ...answer.search, foundNothing: answer.foundNothing, missingWords: answer.missingWords, visitors: 0, addresses: new Set([address]) });
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
