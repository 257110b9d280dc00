import { type Make, type MakeInput, type MakeUpdate, type ModelInput, type ModelUpdate, type ModelsPageQuery, ModelsPageQuerySchema, VEHICLE_MESSAGES, type VehicleModel } from '../../../domain/vehicle.schema.ts';
import type { Db } from '../../db/client.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors.ts';
import { AppError, ConflictError, NotFoundError, requireSameVersion, requireUnchangedForDelete, ValidationError } from '../../errors.ts';
import { type Actor, recordActivity } from '../activity/activity.repository.ts';
import { replaceMakeOnParts } from '../parts/parts.repository.ts';
import {
  countModelsOfMake,
  countPartsNamingMake,
  deleteMakeRow,
  deleteModelRow,
  findMakeByName,
  findMakeRow,
  findModel,
  findSameModel,
  insertMakeRow,
  insertModelRow,
  listMakesWithCounts,
  listModelsPage,
  lockMakeRow,
  lockModelRow,
  updateMakeRow,
  updateModelRow,
} from './vehicles.repository.ts';

type ModelRecord = NonNullable<Awaited<ReturnType<typeof findModel>>>;

function toVehicleModel(row: ModelRecord): VehicleModel {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listMakes(db: Db): Promise<Make[]> {
  return (await listMakesWithCounts(db)).map((make) => ({ ...make, updatedAt: make.updatedAt.toISOString() }));
}

export async function getMake(db: Db, id: number): Promise<Make> {
  const make = (await listMakes(db)).find((row) => row.id === id);
  if (!make) throw new NotFoundError('Make not found');
  return make;
}

async function uniqueMake<T>(db: Db, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    throw new AppError(409, VEHICLE_MESSAGES.duplicateMake((await findMakeByName(db, name))?.name ?? name), 'DUPLICATE_MAKE');
  }
}

export async function createMake(db: Db, actor: Actor, input: MakeInput): Promise<Make> {
  return uniqueMake(db, input.name, () =>
    db.transaction(async (tx) => {
      const row = await insertMakeRow(tx, input.name);
      await recordActivity(tx, actor, { action: 'create', entityType: 'vehicle_make', entityId: row.id, summary: `Created make ${row.name}` });
      return { id: row.id, name: row.name, updatedAt: row.updatedAt.toISOString(), modelCount: 0, partCount: await countPartsNamingMake(tx, row.name) };
    }),
  );
}

export async function updateMake(db: Db, actor: Actor, id: number, { make: input, expectedUpdatedAt }: MakeUpdate): Promise<Make> {
  return uniqueMake(db, input.name, () =>
    db.transaction(async (tx) => {
      const before = requireSameVersion(await lockMakeRow(tx, id), expectedUpdatedAt, 'make');
      const row = await updateMakeRow(tx, id, input.name);
      // The parts naming it follow, as a category's do: a part naming a make the shop no longer has could not be saved.
      const renamed = before.name !== row.name ? await replaceMakeOnParts(tx, before.name, row.name) : 0;
      const summary = before.name === row.name ? `Updated make ${row.name}` : `Renamed make ${before.name} to ${row.name} (${renamed} part${renamed === 1 ? '' : 's'} updated)`;
      await recordActivity(tx, actor, { action: 'update', entityType: 'vehicle_make', entityId: id, summary });
      return { id: row.id, name: row.name, updatedAt: row.updatedAt.toISOString(), modelCount: await countModelsOfMake(tx, id), partCount: await countPartsNamingMake(tx, row.name) };
    }),
  );
}

/** A make that models or parts still name cannot go; the message says which and how many (first: changed meanwhile or not, it stays). Nor one changed since `expectedUpdatedAt` (when named). */
export async function deleteMake(db: Db, actor: Actor, id: number, expectedUpdatedAt?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockMakeRow(tx, id);
    if (!row) throw new NotFoundError('Make not found');
    // In use, it cannot go whatever was changed meanwhile: that refusal is the one the admin can act on.
    const [models, partCount] = await Promise.all([countModelsOfMake(tx, id), countPartsNamingMake(tx, row.name)]);
    if (models + partCount > 0) throw new ConflictError(VEHICLE_MESSAGES.makeInUse(models, partCount));
    requireUnchangedForDelete(row, expectedUpdatedAt, 'make');
    await deleteMakeRow(tx, id);
    await recordActivity(tx, actor, { action: 'delete', entityType: 'vehicle_make', entityId: id, summary: `Deleted make ${row.name}` });
  });
}

export async function listModels(db: Db, input: ModelsPageQuery) {
  const query = ModelsPageQuerySchema.parse(input);
  const { rows, total } = await listModelsPage(db, query);
  return { items: rows.map(toVehicleModel), total, page: query.page, pageSize: query.pageSize };
}

export async function getModel(db: Db, id: number): Promise<VehicleModel> {
  const row = await findModel(db, id);
  if (!row) throw new NotFoundError('Vehicle model not found');
  return toVehicleModel(row);
}

/** A second model with the same make, name (any case) and years is a duplicate: SPEC's "duplicate vehicle models". */
async function refuseDuplicate(tx: Db, input: ModelInput, makeName: string, exceptId?: number): Promise<void> {
  const same = await findSameModel(tx, input);
  if (same && same.id !== exceptId) throw new AppError(409, VEHICLE_MESSAGES.duplicateModel(makeName, input.name, input.yearStart, input.yearEnd), 'DUPLICATE_MODEL');
}

async function makeOf(tx: Db, makeId: number) {
  const make = await findMakeRow(tx, makeId);
  if (!make) throw new ValidationError(VEHICLE_MESSAGES.makeRequired);
  return make;
}

async function withDuplicateMessage<T>(input: ModelInput, makeName: () => Promise<string>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // Two saves at once that both passed the check: the database's unique index settles it.
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    throw new AppError(409, VEHICLE_MESSAGES.duplicateModel(await makeName(), input.name, input.yearStart, input.yearEnd), 'DUPLICATE_MODEL');
  }
}

export async function createModel(db: Db, actor: Actor, input: ModelInput): Promise<VehicleModel> {
  const id = await withDuplicateMessage(input, async () => (await findMakeRow(db, input.makeId))?.name ?? '', () =>
    db.transaction(async (tx) => {
      const make = await makeOf(tx, input.makeId);
      await refuseDuplicate(tx, input, make.name);
      const row = await insertModelRow(tx, input);
      await recordActivity(tx, actor, { action: 'create', entityType: 'vehicle_model', entityId: row.id, summary: `Created model ${make.name} ${row.name} ${row.allYears}` });
      return row.id;
    }),
  );
  return getModel(db, id);
}

export async function updateModel(db: Db, actor: Actor, id: number, { model: input, expectedUpdatedAt }: ModelUpdate): Promise<VehicleModel> {
  await withDuplicateMessage(input, async () => (await findMakeRow(db, input.makeId))?.name ?? '', () =>
    db.transaction(async (tx) => {
      requireSameVersion(await lockModelRow(tx, id), expectedUpdatedAt, 'vehicle model');
      const make = await makeOf(tx, input.makeId);
      await refuseDuplicate(tx, input, make.name, id);
      const row = await updateModelRow(tx, id, input);
      await recordActivity(tx, actor, { action: 'update', entityType: 'vehicle_model', entityId: id, summary: `Updated model ${make.name} ${row.name} ${row.allYears}` });
    }),
  );
  return getModel(db, id);
}

export async function deleteModel(db: Db, actor: Actor, id: number, expectedUpdatedAt?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockModelRow(tx, id);
    const row = locked && (await findModel(tx, id));
    if (!locked || !row) throw new NotFoundError('Vehicle model not found');
    requireUnchangedForDelete(locked, expectedUpdatedAt, 'vehicle model');
    await deleteModelRow(tx, id);
    await recordActivity(tx, actor, { action: 'delete', entityType: 'vehicle_model', entityId: id, summary: `Deleted model ${row.make} ${row.name} ${row.allYears}` });
  });
}
