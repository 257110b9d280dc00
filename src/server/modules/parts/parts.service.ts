import { type Part } from '../../../domain/part.schema.ts';
import { MAX_IMAGES_PER_PART } from '../../../domain/images.ts';
import { type BulkPartsInput, type BulkPartsResult, bulkPartsSummary, bulkStaleMessage, priceAfter, priceAllowed } from '../../../domain/part-bulk.schema.ts';
import { isSameVersion } from '../../../domain/edit-version.ts';
import { IMAGE_MESSAGES } from '../../../domain/part.schema.ts';
import { MAX_PRICE, type PartInput, type PartUpdate } from '../../../domain/part-input.schema.ts';
import { formatUsd } from '../../../domain/money.ts';
import { type AdminPartsQuery } from '../../../domain/admin-parts.schema.ts';
import { splitMakes } from '../../../domain/catalog.schema.ts';
import type { Db } from '../../db/client.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors.ts';
import { AppError, NotFoundError, requireSameVersion, requireUnchangedForDelete, StaleEditError, ValidationError } from '../../errors.ts';
import type { ObjectStorage } from '../../storage/storage.ts';
import { type Actor, recordActivity } from '../activity/activity.repository.ts';
import { findCategoryByName } from '../categories/categories.repository.ts';
import { lowStockMark } from '../settings/settings.service.ts';
import { listMakeNames } from '../vehicles/vehicles.repository.ts';
import { copyOfImage, type ProcessedImage, removeImages, storeImage } from './part-images.ts';
import {
  deletePartRow,
  deletePartRows,
  fileParts,
  findPartById,
  findSkuHolder,
  insertPartRow,
  lockPartRow,
  lockPartRows,
  type PartValues,
  setPartPrices,
  setPartsInStock,
  toPart,
  updatePartRow,
} from './parts.repository.ts';
import { listPartsPage } from './part-list.repository.ts';

export class DuplicateSkuError extends AppError {
  constructor(sku: string) {
    super(409, `SKU "${sku}" already exists`, 'DUPLICATE_SKU');
  }
}

/**
 * A part's makes as Vehicle Management spells them ("oakland, PONTIAC" → "Oakland, Pontiac"); a make
 * the shop does not have is refused, so the catalogue's make filter always leads somewhere.
 */
async function knownMakes(db: Db, makes: string): Promise<string> {
  const names = await listMakeNames(db);
  const byLowerCase = new Map(names.map((name) => [name.toLowerCase(), name]));
  return splitMakes(makes)
    .map((make) => {
      const known = byLowerCase.get(make.toLowerCase());
      if (!known) throw new ValidationError(`Unknown make "${make}": add it in Vehicle Management first`);
      return known;
    })
    .join(', ');
}

/** Money and measures travel as numbers and are stored as exact decimals. */
function toValues(input: PartInput): PartValues {
  const decimal = (value: number | null) => (value === null ? null : value.toFixed(2));
  return {
    ...input,
    regularPrice: input.regularPrice.toFixed(2),
    weightLbs: decimal(input.weightLbs),
    lengthIn: decimal(input.lengthIn),
    widthIn: decimal(input.widthIn),
    heightIn: decimal(input.heightIn),
  };
}

/** Runs a write; a clash of part numbers becomes SPEC's message, naming the SKU of the part already there. */
async function uniqueSku<T>(db: Db, sku: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    throw new DuplicateSkuError((await findSkuHolder(db, sku)) ?? sku);
  }
}

export async function listAdminParts(db: Db, query: AdminPartsQuery) {
  return listPartsPage(db, query, await lowStockMark(db));
}

export async function getPart(db: Db, id: number): Promise<Part> {
  const part = await findPartById(db, id);
  if (!part) throw new NotFoundError('Part not found');
  return part;
}

export async function createPart(db: Db, actor: Actor, input: PartInput): Promise<Part> {
  return uniqueSku(db, input.sku, () =>
    db.transaction(async (tx) => {
      const row = await insertPartRow(tx, { ...toValues(input), make: await knownMakes(tx, input.make) });
      await recordActivity(tx, actor, { action: 'create', entityType: 'part', entityId: row.id, summary: `Created part ${row.sku} ${row.name}` });
      return toPart(row);
    }),
  );
}

/** Locks the part's row for the rest of the transaction; 404 when it is gone, 409 when it changed since `expectedUpdatedAt`. */
async function lockPart(tx: Db, id: number, expectedUpdatedAt?: string) {
  const row = await lockPartRow(tx, id);
  if (expectedUpdatedAt !== undefined) return requireSameVersion(row, expectedUpdatedAt, 'part');
  if (!row) throw new NotFoundError('Part not found');
  return row;
}

export async function updatePart(db: Db, actor: Actor, id: number, { part: input, expectedUpdatedAt }: PartUpdate): Promise<Part> {
  return uniqueSku(db, input.sku, () =>
    db.transaction(async (tx) => {
      await lockPart(tx, id, expectedUpdatedAt);
      const row = await updatePartRow(tx, id, { ...toValues(input), make: await knownMakes(tx, input.make) });
      await recordActivity(tx, actor, { action: 'update', entityType: 'part', entityId: id, summary: `Updated part ${row.sku} ${row.name}` });
      return toPart(row);
    }),
  );
}

/** Deletes a part, unless it changed since `expectedUpdatedAt`, the version its admin last saw (when named). */
export async function deletePart(db: Db, storage: ObjectStorage, actor: Actor, id: number, expectedUpdatedAt?: string): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const row = await lockPart(tx, id);
    requireUnchangedForDelete(row, expectedUpdatedAt, 'part');
    await deletePartRow(tx, id);
    await recordActivity(tx, actor, { action: 'delete', entityType: 'part', entityId: id, summary: `Deleted part ${row.sku} ${row.name}` });
    return row;
  });
  // Files go once the row is gone for good; a failure here leaves files, never a part without pictures.
  await removeImages(storage, removed.images);
}

/** The part numbers an audit entry names for a change to many parts: the first few, then how many more. */
const AUDITED_SKUS = 10;

/**
 * Marks the chosen parts in or out of stock, or deletes them (with their pictures), in one transaction:
 * all of them or none. A part deleted since the list was read fails the whole change (404), and so does one
 * changed since (409, when the list's versions are named), so the owner never acts on a list that is no
 * longer there. One audit entry names the change and its parts (and, for one part, is that part's).
 */
export async function changeParts(db: Db, storage: ObjectStorage, actor: Actor, input: BulkPartsInput): Promise<BulkPartsResult> {
  const { action, ids, percent = 0, keepCents = false } = input;
  // The categories as the shop spells them (a file action's; looked up in the transaction).
  let category: string | undefined;
  let from: string | undefined;
  const { changed, removedImages } = await db.transaction(async (tx) => {
    const rows = await lockPartRows(tx, ids);
    const missing = ids.length - rows.length;
    if (missing > 0) {
      throw new NotFoundError(`${missing} of the ${ids.length} selected parts ${missing === 1 ? 'no longer exists' : 'no longer exist'}. Reload the list; nothing was changed.`);
    }
    const shown = new Map(input.versions?.map((version, i) => [ids[i]!, version]));
    const changedMeanwhile = rows.filter((row) => shown.has(row.id) && !isSameVersion(row.updatedAt, shown.get(row.id)!));
    if (changedMeanwhile.length) throw new StaleEditError(bulkStaleMessage(changedMeanwhile.map((row) => row.sku)));
    let written = rows.length;
    if (action === 'delete') await deletePartRows(tx, ids);
    else if (action === 'price') written = await setPartPrices(tx, newPrices(rows, percent, keepCents));
    else if (action === 'file') ({ written, category, from } = await fileUnder(tx, ids, input.category!, input.from));
    else written = await setPartsInStock(tx, ids, action === 'in_stock');
    const skus = rows.map((row) => row.sku);
    const more = skus.length > AUDITED_SKUS ? ` and ${skus.length - AUDITED_SKUS} more` : '';
    await recordActivity(tx, actor, {
      action: action === 'delete' ? 'delete' : 'update',
      entityType: 'part',
      // One part changed is named, so the activity log links to it; several are named in the summary.
      entityId: rows.length === 1 ? rows[0]!.id : null,
      summary: `${bulkPartsSummary({ action, count: rows.length, percent, keepCents, category, from })}: ${skus.slice(0, AUDITED_SKUS).join(', ')}${more}`,
    });
    return { changed: written, removedImages: action === 'delete' ? rows.flatMap((row) => row.images) : [] };
  });
  // As for one part: the files go once the rows are gone for good.
  await removeImages(storage, removedImages);
  return { action, ...(action === 'price' ? { percent, keepCents } : {}), ...(action === 'file' ? { category, ...(from ? { from } : {}) } : {}), count: ids.length, changed };
}

/**
 * Files the parts under a category the shop has (fileParts; a name that is none is refused), taking them
 * out of another if named: any name the parts are filed under, spelt as the shop spells it where it is one.
 */
async function fileUnder(tx: Db, ids: number[], category: string, from: string | undefined) {
  const row = await findCategoryByName(tx, category);
  if (!row || row.isSection) throw new ValidationError(`There is no category named "${category}"`);
  const outOf = from === undefined ? undefined : ((await findCategoryByName(tx, from))?.name ?? from);
  return { written: await fileParts(tx, ids, row.name, outOf), category: row.name, from: outOf };
}

/** Each part's price after the change (priceAfter, as the list's preview shows it); refused whole when one would pass MAX_PRICE. */
function newPrices(rows: { id: number; sku: string; regularPrice: string }[], percent: number, keepCents: boolean): { id: number; price: string }[] {
  const prices = rows.map((row) => ({ id: row.id, sku: row.sku, price: priceAfter(row.regularPrice, percent, { keepCents }) }));
  const tooDear = prices.filter((row) => !priceAllowed(row.price));
  if (tooDear.length) throw new ValidationError(`The price of ${tooDear.map((row) => row.sku).join(', ')} would pass ${formatUsd(MAX_PRICE)}; nothing was changed.`);
  return prices;
}

/** Adds processed pictures after the ones a part has, within the per-part limit. */
export async function addImages(db: Db, storage: ObjectStorage, actor: Actor, id: number, images: ProcessedImage[]): Promise<Part> {
  await Promise.all(images.map((image) => storeImage(storage, image)));
  try {
    return await db.transaction(async (tx) => {
      const row = await lockPart(tx, id);
      if (row.images.length + images.length > MAX_IMAGES_PER_PART) throw new ValidationError(IMAGE_MESSAGES.tooMany);
      const updated = await updatePartRow(tx, id, { images: [...row.images, ...images.map((image) => image.key)] });
      await recordActivity(tx, actor, { action: 'update', entityType: 'part', entityId: id, summary: `Added ${images.length} picture${images.length === 1 ? '' : 's'} to ${row.sku}` });
      return toPart(updated);
    });
  } catch (error) {
    await removeImages(storage, images.map((image) => image.key));
    throw error;
  }
}

/** Copies another part's pictures (each file under a new key) after the ones this part has, within the per-part limit. */
export async function copyImages(db: Db, storage: ObjectStorage, actor: Actor, id: number, fromId: number): Promise<Part> {
  const source = await findPartById(db, fromId);
  if (!source) throw new NotFoundError('The part to copy the pictures from no longer exists');
  if (source.images.length === 0) throw new ValidationError(`${source.sku} has no pictures to copy`);
  const now = Date.now();
  return addImages(db, storage, actor, id, await Promise.all(source.images.map((key, i) => copyOfImage(storage, key, now + i))));
}

export async function removeImage(db: Db, storage: ObjectStorage, actor: Actor, id: number, key: string): Promise<Part> {
  const part = await db.transaction(async (tx) => {
    const row = await lockPart(tx, id);
    if (!row.images.includes(key)) throw new NotFoundError('This picture is not on the part');
    const updated = await updatePartRow(tx, id, { images: row.images.filter((image) => image !== key) });
    await recordActivity(tx, actor, { action: 'update', entityType: 'part', entityId: id, summary: `Removed a picture from ${row.sku}` });
    return toPart(updated);
  });
  await removeImages(storage, [key]);
  return part;
}

export async function reorderImages(db: Db, actor: Actor, id: number, order: string[]): Promise<Part> {
  return db.transaction(async (tx) => {
    const row = await lockPart(tx, id);
    const same = order.length === row.images.length && new Set(order).size === order.length && order.every((key) => row.images.includes(key));
    if (!same) throw new ValidationError('The new order must list each of the part\'s pictures once');
    const updated = await updatePartRow(tx, id, { images: order });
    await recordActivity(tx, actor, { action: 'update', entityType: 'part', entityId: id, summary: `Reordered the pictures of ${row.sku}` });
    return toPart(updated);
  });
}
