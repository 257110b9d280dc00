import { asc } from 'drizzle-orm';

import { type SearchVocabulary, searchVocabulary } from '../../../domain/search-words.ts';
import type { Db } from '../../db/client.ts';
import { categories, partVehicleValues, searchTerms } from '../../db/schema/index.ts';
import { forgetIfFailed, sharedRead } from '../../shared-read.ts';
import { readCatalogVersion } from './catalog-version.repository.ts';
import { realWords } from './real-words.ts';

/**
 * The catalogue's own words, held in memory for typo tolerance: the words of every part's name, make,
 * model and description and each two neighbouring words of a name joined (kept in search_terms by a
 * statement trigger, migration 0037, which tells the terms written apart in every text), the categories
 * with their names compacted, the sections with their categories, the make and model texts of the parts
 * (part_vehicle_values), whose words name a car, and the words of the language, which are never slips
 * (real-words.ts).
 */
export type Vocabulary = SearchVocabulary;

async function loadVocabulary(db: Db): Promise<Vocabulary> {
  const [termRows, categoryRows, vehicleRows] = await Promise.all([
    db.select({ term: searchTerms.term, joined: searchTerms.joined }).from(searchTerms),
    db.select({ id: categories.id, name: categories.name, parentId: categories.parentId, isSection: categories.isSection }).from(categories).orderBy(asc(categories.name)),
    db.select({ value: partVehicleValues.value }).from(partVehicleValues),
  ]);
  const inCategories = categoryRows.filter((row) => !row.isSection);
  const sections = categoryRows
    .filter((row) => row.isSection)
    .map((section) => ({ name: section.name, categories: inCategories.filter((row) => row.parentId === section.id).map((row) => row.name) }));
  return searchVocabulary(
    termRows.map((row) => row.term),
    inCategories.map((row) => row.name),
    sections,
    vehicleRows.flatMap((row) => row.value.split(',')),
    realWords(),
    new Set(termRows.filter((row) => row.joined).map((row) => row.term)),
  );
}

/** The vocabulary as of the catalogue's version now, or as of `version` when the caller has just read it. */
export type VocabularySource = (version?: number) => Promise<Vocabulary>;

/**
 * The vocabulary as of the catalogue's version (the server's version source, or a read shared by
 * concurrent searches): reloaded only after a catalogue write on any server. Concurrent searches share a load.
 */
export function createVocabularySource(db: Db, readVersion = sharedRead(() => readCatalogVersion(db))): VocabularySource {
  let current: { version: number; vocabulary: Promise<Vocabulary> } | null = null;
  return async (known) => {
    const version = known ?? (await readVersion());
    if (current?.version !== version) {
      const loading = loadVocabulary(db);
      current = { version, vocabulary: loading };
      forgetIfFailed(loading, () => current?.vocabulary === loading, () => (current = null));
    }
    return current.vocabulary;
  };
}
