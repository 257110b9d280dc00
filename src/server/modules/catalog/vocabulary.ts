import { asc } from 'drizzle-orm';

import { type SearchVocabulary, searchVocabulary } from '../../../domain/search-vocabulary.ts';
import type { Db } from '../../db/client.ts';
import { categories, partVehicleValues, searchTerms, vehicleModels } from '../../db/schema/index.ts';
import { forgetIfFailed, sharedRead } from '../../shared-read.ts';
import { readCatalogVersion, readSearchVersion } from './catalog-version.repository.ts';
import { realWords } from './real-words.ts';

/**
 * The catalogue's own words, held in memory for typo tolerance: the words of every part's name, make,
 * model and description and each two neighbouring words of a name joined (kept in search_terms by a
 * statement trigger, migration 0037, which tells the terms written apart in every text), the categories
 * with their names compacted, the sections with their categories, the make and model texts of the parts
 * (part_vehicle_values), whose words name a car, the words of the language, which are never slips
 * (real-words.ts), and the vehicle models' names with their years, which the words naming them name.
 */
export type Vocabulary = SearchVocabulary;

async function loadVocabulary(db: Db): Promise<Vocabulary> {
  const [termRows, categoryRows, vehicleRows, modelRows] = await Promise.all([
    db.select({ term: searchTerms.term, joined: searchTerms.joined }).from(searchTerms),
    db.select({ id: categories.id, name: categories.name, parentId: categories.parentId, isSection: categories.isSection }).from(categories).orderBy(asc(categories.name)),
    db.select({ value: partVehicleValues.value }).from(partVehicleValues),
    db.select({ name: vehicleModels.name, yearStart: vehicleModels.yearStart, yearEnd: vehicleModels.yearEnd }).from(vehicleModels),
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
    modelRows,
  );
}

/** The vocabulary as of the catalogue's version now, or as of `version` when the caller has just read it. */
export type VocabularySource = (version?: number) => Promise<Vocabulary>;

/**
 * The vocabulary as of the catalogue's version (the server's version source, or a read shared by
 * concurrent searches). When the version has moved on (a catalogue write on any server), the search
 * version is read, once for the searches that arrive together: the vocabulary, and the counts and
 * values kept with it, are reloaded only when a write could change what searches find, not after a
 * price or stock change alone (an order request takes parts off the shelf). Concurrent searches share a load.
 */
export function createVocabularySource(db: Db, readVersion = sharedRead(() => readCatalogVersion(db))): VocabularySource {
  const searchVersionNow = sharedRead(() => readSearchVersion(db));
  let current: { version: number; searchVersion: Promise<number>; vocabulary: Promise<Vocabulary> } | null = null;
  return async (known) => {
    const version = known ?? (await readVersion());
    if (current?.version === version) return current.vocabulary;
    const before = current;
    // Read after the version, and before any vocabulary is loaded: never newer than the vocabulary kept with it.
    const searchVersion = searchVersionNow();
    current = { version, searchVersion, vocabulary: keptOrLoaded(before, searchVersion) };
    const entry = current;
    // A failed read of the search version fails the vocabulary too (keptOrLoaded waits for it).
    forgetIfFailed(entry.vocabulary, () => current === entry, () => (current = null));
    return entry.vocabulary;
  };

  /** The vocabulary held before, while the search version it was read at holds; else one loaded afresh once the version is known. */
  async function keptOrLoaded(before: { searchVersion: Promise<number>; vocabulary: Promise<Vocabulary> } | null, searchVersion: Promise<number>): Promise<Vocabulary> {
    const [was, now] = await Promise.all([before?.searchVersion.catch(() => undefined), searchVersion]);
    return before && was === now ? before.vocabulary : loadVocabulary(db);
  }
}
