import * as z from 'zod/mini';

// An edit names the version it was opened from (the thing's updatedAt), so a change saved meanwhile by
// someone else (another admin, another tab, an import) is never overwritten silently (ADR 021).

/** What an update sends beside the thing's new values: the updatedAt its form was opened from. */
export const ExpectedUpdatedAtSchema = z.iso.datetime({ offset: true, error: 'expectedUpdatedAt must be a timestamp' });

/** The error code of a refused stale save, which the forms answer with a reload. */
export const STALE_CODE = 'STALE';

/** The things whose edits are checked, as the refusal names them. */
export type EditedThing = 'part' | 'category' | 'section' | 'vehicle model' | 'make';

/** The refusal of a save made on a version that is no longer the latest. */
export const staleMessage = (thing: EditedThing) => `This ${thing} was changed by someone else since you opened it. Reload it to see the changes; nothing was saved.`;

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
