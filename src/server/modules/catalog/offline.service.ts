import { OFFLINE_PART_LIMIT, OFFLINE_PICTURE_WIDTH, OFFLINE_TOO_LARGE_MESSAGE, type OfflineCatalogue, type OfflineSize } from '../../../domain/offline-catalogue.ts';
import { PART_IMAGES_BUCKET, partImageKey, partImageUrl } from '../../../domain/images.ts';
import type { Part } from '../../../domain/part.schema.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError } from '../../errors.ts';
import type { ObjectStorage } from '../../storage/storage.ts';
import { listParts } from '../parts/parts.repository.ts';
import { getFacets, listCatalogModels, listCatalogSections } from './catalog.repository.ts';

/**
 * The whole public catalogue as a phone keeps it (ADR 018). The version is read first: a change made
 * while the rest is read leaves the copy marked older than what it holds, so the phone fetches it again,
 * never the other way round. Past OFFLINE_PART_LIMIT parts it is refused with the reason.
 */
/** The picture a phone keeps of each part: its first, at the width the search results show. */
const keptPictures = (parts: readonly Part[]) => parts.flatMap((part) => (part.images[0] ? [part.images[0]] : []));

export async function readOfflineCatalogue(db: Db, readVersion: () => Promise<number>): Promise<OfflineCatalogue> {
  const version = await readVersion();
  const [partsList, facets, sections, models] = await Promise.all([listParts(db, OFFLINE_PART_LIMIT + 1), getFacets(db), listCatalogSections(db), listCatalogModels(db, undefined)]);
  if (partsList.length > OFFLINE_PART_LIMIT) throw new ConflictError(OFFLINE_TOO_LARGE_MESSAGE);
  const pictures = keptPictures(partsList).map((key) => partImageUrl(key, OFFLINE_PICTURE_WIDTH));
  return { version, savedAt: new Date().toISOString(), parts: partsList, facets, sections, models, pictures };
}

/** Pictures whose stored size is read to estimate them all: enough for an average, few enough for object storage's round trips. */
const PICTURES_SAMPLED = 32;

/**
 * About how much keeping the catalogue takes on a device: its JSON as the phone stores it, and its
 * pictures at the kept width, estimated from the stored sizes of up to PICTURES_SAMPLED of them spread
 * through the list (each a round trip to object storage). The public catalogue's cache keeps the
 * answer until the catalogue changes.
 */
export async function estimateOfflineSize(db: Db, readVersion: () => Promise<number>, storage: ObjectStorage): Promise<OfflineSize> {
  const catalogue = await readOfflineCatalogue(db, readVersion);
  const keys = keptPictures(catalogue.parts).map((key) => partImageKey(key, OFFLINE_PICTURE_WIDTH));
  const step = Math.max(1, keys.length / PICTURES_SAMPLED);
  const sampled = Array.from({ length: Math.min(keys.length, PICTURES_SAMPLED) }, (_, i) => keys[Math.floor(i * step)]!);
  const sizes = (await Promise.all(sampled.map((key) => storage.stat(PART_IMAGES_BUCKET, key)))).flatMap((stat) => (stat ? [stat.size] : []));
  const meanPicture = sizes.length ? sizes.reduce((sum, size) => sum + size, 0) / sizes.length : 0;
  const json = Buffer.byteLength(JSON.stringify(catalogue));
  return { parts: catalogue.parts.length, pictures: keys.length, bytes: Math.round(json + meanPicture * keys.length) };
}
