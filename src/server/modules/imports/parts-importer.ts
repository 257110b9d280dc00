import { IMPORT_MESSAGES } from '../../../domain/csv-import.ts';
import { findCategoryByName, insertCategoryRow } from '../categories/categories.repository.ts';
import { countStagedPartsInCatalogue, writeStagedParts } from '../parts/staged-parts.repository.ts';
import { insertMakeRow, listMakeNames } from '../vehicles/vehicles.repository.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError } from '../../errors.ts';
import type { Importer } from './importer.ts';
import { countImportRows, listStagedCategoryPaths, listStagedMakes, supplyStagedVocabulary } from './imports.repository.ts';

/** Makes the parts name that Vehicle Management lacks are added to it, so every part's make is a known one. */
async function addMissingMakes(tx: Db, jobId: string): Promise<void> {
  const known = new Set((await listMakeNames(tx)).map((name) => name.toLowerCase()));
  for (const make of await listStagedMakes(tx, jobId)) {
    if (known.has(make.toLowerCase())) continue;
    await insertMakeRow(tx, make);
    known.add(make.toLowerCase());
  }
}

/** Category paths "SECTION > Category" create the section and the category when they are missing. */
async function addMissingCategories(tx: Db, jobId: string): Promise<void> {
  for (const { category, section } of await listStagedCategoryPaths(tx, jobId)) {
    if (await findCategoryByName(tx, category)) continue;
    const parent = (await findCategoryByName(tx, section)) ?? (await insertCategoryRow(tx, { name: section, description: '', parentId: null, isSection: true }));
    // A section name that is already a category cannot hold one: the part keeps the name, as text.
    if (parent.isSection) await insertCategoryRow(tx, { name: category, description: '', parentId: parent.id, isSection: false });
  }
}

/** SPEC §5 "Parts CSV", WooCommerce exports included. */
export const partsImporter: Importer = {
  kind: 'parts',
  noun: 'part',
  countDuplicates: countStagedPartsInCatalogue,
  async write(tx, jobId, options) {
    await addMissingMakes(tx, jobId);
    await addMissingCategories(tx, jobId);
    // The words of the parts were gathered while the file was read: the trigger need not split them again.
    await supplyStagedVocabulary(tx, jobId);
    const stagedRows = await countImportRows(tx, jobId);
    const written = await writeStagedParts(tx, jobId, { ...options, stagedRows });
    // A row neither updated nor created names a part that another save added between the two: the owner
    // asked for the file's values, so nothing is written rather than that row left out.
    if (options.overwrite && written.created + written.updated < stagedRows) throw new ConflictError(IMPORT_MESSAGES.addedMeanwhile);
    return written;
  },
  messages: { noneValid: IMPORT_MESSAGES.noValidParts, noneImported: IMPORT_MESSAGES.noPartsImported },
};
