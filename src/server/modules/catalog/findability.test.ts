import { beforeAll, expect, it } from 'vitest';

import { SearchQuerySchema } from '../../../domain/catalog.schema.ts';
import { FINDABILITY_QUERIES, type FindabilityQuery, insertFindabilityCatalogue } from '../../testing/findability-catalogue.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';
import { searchParts } from './catalog.repository.ts';
import { createVocabularySource } from './vocabulary.ts';

/**
 * The share of restorers' queries that find the part they want among the first three results: the
 * figure reached (every query; the target was 95%), which a change may not lower. bench/README.md,
 * "Finding the part", has the history.
 */
const REQUIRED_SHARE = 1;

describeEachDatabase('findability: restorers find the part they want in the first three results', (context) => {
  beforeAll(async () => {
    await insertFindabilityCatalogue(context().database.db);
  });

  it(`finds the wanted part in the top three for ${REQUIRED_SHARE * 100}% of ${FINDABILITY_QUERIES.length} queries`, async () => {
    const { db } = context().database;
    const vocabulary = createVocabularySource(db);
    const misses: (FindabilityQuery & { got: string[] })[] = [];
    for (const entry of FINDABILITY_QUERIES) {
      const { items } = await searchParts(db, SearchQuerySchema.parse(entry.query), vocabulary);
      const got = items.slice(0, 3).map((item) => item.sku);
      if (!got.includes(entry.wanted)) misses.push({ ...entry, got });
    }
    const share = 1 - misses.length / FINDABILITY_QUERIES.length;
    console.info(`findability: ${(share * 100).toFixed(1)}% of ${FINDABILITY_QUERIES.length} queries in the top 3`);
    for (const miss of misses) console.info(`  missed (${miss.kind}) ${JSON.stringify(miss.query)}: wanted ${miss.wanted}, got ${miss.got.join(', ') || 'nothing'}`);
    expect(FINDABILITY_QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(share).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });
});
