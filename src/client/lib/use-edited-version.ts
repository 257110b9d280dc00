import { useState } from 'react';

/** A thing's version as its save names it: a row's updatedAt, or the shop settings' counter. */
type Versioned = { updatedAt: string } | { version: number };
type VersionOf<T extends Versioned> = T extends { updatedAt: string } ? string : number;

const versionOf = <T extends Versioned>(data: T) => ('updatedAt' in data ? data.updatedAt : data.version) as VersionOf<T>;

/**
 * The version an edit form was opened from (its thing's updatedAt), which its save names so that a change
 * saved meanwhile by someone else is refused rather than overwritten (domain/edit-version.ts, ADR 021).
 * The form opens (`ready`) on the thing as fetched when the page opened, never on a copy kept from an
 * earlier visit (which an own save since has left behind), and the version is kept while it is open: a
 * fetch of the thing behind the form (after a sign-in again, say) moves the query's data on, not what the
 * form shows. `reload` fetches the thing again and moves the form onto it (`reloads` counts them: the form
 * then keeps what its admin changed, useRebasedForm); `moveTo` follows a change saved at once beside the
 * form (a part's pictures, the settings' own save).
 */
export function useEditedVersion<T extends Versioned>(
  id: number,
  thing: { data?: T; isFetchedAfterMount: boolean; refetch: () => Promise<{ data?: T }> },
  save: { reset: () => void },
) {
  const [opened, setOpened] = useState<{ id: number; version: VersionOf<T> } | null>(null);
  const [reloads, setReloads] = useState(0);
  // The version fetched for this page is the one its form opens on (the route may be reused for another thing).
  if (opened?.id !== id && thing.data && thing.isFetchedAfterMount) setOpened({ id, version: versionOf(thing.data) });
  const moveTo = (version: VersionOf<T>) => setOpened({ id, version });
  const reload = async () => {
    const fresh = await thing.refetch();
    if (fresh.data) moveTo(versionOf(fresh.data));
    save.reset();
    setReloads((count) => count + 1);
  };
  const common = { reloads, moveTo, reload };
  // `expected` is the version the form shows, which its save names: known once the form is ready.
  return opened?.id === id ? { ...common, ready: true as const, expected: opened.version } : { ...common, ready: false as const, expected: undefined };
}

/**
 * An edit whose thing was deleted meanwhile (a 404 GONE answer to its save) is not lost: `recreate` saves
 * the values the form last sent (`sent`) as a new thing with `create`, then `onSaved`. `error` is the one to
 * show (the creation's once tried), `pending` whether either is saving; `reset` forgets a failed creation
 * (a new save from the form).
 */
export function useSaveAsNew<Values>(
  update: { error: Error | null; isPending: boolean },
  create: { mutate: (values: Values, options: { onSuccess: () => void }) => void; reset: () => void; error: Error | null; isPending: boolean },
  sent: () => Values | undefined,
  onSaved: () => void,
) {
  return {
    error: create.error ?? update.error,
    pending: update.isPending || create.isPending,
    recreate: () => {
      const values = sent();
      if (values) create.mutate(values, { onSuccess: onSaved });
    },
    reset: create.reset,
  };
}
