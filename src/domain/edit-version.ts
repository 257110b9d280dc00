import * as z from 'zod/mini';

// An edit names the version it was opened from (the thing's updatedAt), so a change saved meanwhile by
// someone else (another admin, another tab, an import) is never overwritten silently (ADR 021).

/** What an update sends beside the thing's new values: the updatedAt its form was opened from. */
export const ExpectedUpdatedAtSchema = z.iso.datetime({ offset: true, error: 'expectedUpdatedAt must be a timestamp' });

/** The error code of a refused stale save, which the forms answer with a reload. */
export const STALE_CODE = 'STALE';

/** The error code of a save refused because its thing was deleted meanwhile, which the forms answer by offering to save it as new. */
export const GONE_CODE = 'GONE';

/** The things whose edits are checked, as the refusal names them. */
export type EditedThing = 'part' | 'category' | 'section' | 'vehicle model' | 'make';

/** The refusal of a save made on a version that is no longer the latest. */
export const staleMessage = (thing: EditedThing) => `This ${thing} was changed by someone else since you opened it. Nothing was saved: reload it to see their changes, with yours kept in the form.`;

/**
 * A delete may name the version of the thing as its admin last saw it (the list's row): a thing changed
 * since is not deleted unseen. Optional, unlike an update's: a delete writes no values of its own.
 */
export const DeleteVersionQuerySchema = z.object({ expectedUpdatedAt: z.optional(ExpectedUpdatedAtSchema) });

/** The refusal of a delete of a thing changed since its admin last saw it. */
export const staleDeleteMessage = (thing: EditedThing) => `This ${thing} was changed by someone else since you last saw it. Nothing was deleted: the list now shows it as it is; delete it again if you still mean to.`;

/** The refusal of a save on a thing deleted since its form was opened. */
export const goneMessage = (thing: EditedThing) => `This ${thing} no longer exists: it was deleted since you opened it. Nothing was saved.`;

/**
 * Whether a row last changed at `updatedAt` is still the version an edit was opened from. The answers
 * carry milliseconds (toISOString) where the database keeps microseconds, so they are compared to the
 * millisecond.
 */
export function isSameVersion(updatedAt: Date, expectedUpdatedAt: string): boolean {
  return Math.abs(updatedAt.getTime() - new Date(expectedUpdatedAt).getTime()) < 1;
}

/** Whether two values of a form's field are the same (arrays and objects by their contents). */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A refused edit moved onto the version saved meanwhile (a three-way merge of a form's values, field by
 * field): `values` are the saved ones, with the other save's changes (`taken`), but where the admin had
 * changed a field since opening the form, their value is kept (`kept`), also where the other save changed
 * it too (`both`, with `theirs`, what that save had put there, for the form to say). Fields that belong
 * together (a part's make, model and years; its stock and whether it is in stock) are merged as one: where
 * the admin changed one of them, the others stay as the admin had them too (`held`, theirs quoted), so a
 * form never mixes a model from one save with years from another. Nothing the admin typed is lost, and
 * nothing the other save changed is overwritten unseen: the form reopens on this and is saved again from it.
 */
export interface RebasedEdit<V extends object> {
  values: V;
  taken: (keyof V & string)[];
  kept: (keyof V & string)[];
  both: (keyof V & string)[];
  /** Fields only the other save changed, kept as the admin had them because they belong with a field the admin changed. */
  held: (keyof V & string)[];
  theirs: Partial<V>;
}

/** Fields of a form that belong together, merged as one (rebaseEdit). */
export type FieldGroups<V extends object> = readonly (readonly (keyof V & string)[])[];

export function rebaseEdit<V extends object>(opened: V, mine: V, saved: V, together: FieldGroups<V> = []): RebasedEdit<V> {
  const values = { ...saved };
  const result: RebasedEdit<V> = { values, taken: [], kept: [], both: [], held: [], theirs: {} };
  const changedByMe = (key: keyof V & string) => !sameValue(mine[key], opened[key]);
  // The fields that go with one the admin changed: all of them stay as the admin has them.
  const mineWhole = new Set(together.filter((group) => group.some(changedByMe)).flat());
  for (const key of Object.keys(mine) as (keyof V & string)[]) {
    if (sameValue(mine[key], saved[key])) continue;
    if (!changedByMe(key)) {
      if (mineWhole.has(key)) {
        values[key] = mine[key];
        result.held.push(key);
        result.theirs[key] = saved[key];
      } else result.taken.push(key);
      continue;
    }
    values[key] = mine[key];
    if (sameValue(saved[key], opened[key])) result.kept.push(key);
    else {
      result.both.push(key);
      result.theirs[key] = saved[key];
    }
  }
  return result;
}
