import { useState } from 'react';

/**
 * The version an edit form was opened from (its thing's updatedAt), which its save names so that a change
 * saved meanwhile by someone else is refused rather than overwritten (domain/edit-version.ts, ADR 021).
 * The form opens (`ready`) on the thing as fetched when the page opened, never on a copy kept from an
 * earlier visit (which an own save since has left behind), and the version is kept while it is open: a
 * fetch of the thing behind the form (after a sign-in again, say) moves the query's data on, not what the
 * form shows. `reload` fetches the thing again and opens the form anew on it (a new `formKey`); `moveTo`
 * follows a change saved at once beside the form (a part's pictures).
 */
export function useEditedVersion(
  id: number,
  thing: { data?: { updatedAt: string }; isFetchedAfterMount: boolean; refetch: () => Promise<{ data?: { updatedAt: string } }> },
  save: { reset: () => void },
) {
  const [opened, setOpened] = useState<{ id: number; updatedAt: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  // The version fetched for this page is the one its form opens on (the route may be reused for another thing).
  if (opened?.id !== id && thing.data && thing.isFetchedAfterMount) setOpened({ id, updatedAt: thing.data.updatedAt });
  const moveTo = (updatedAt: string) => setOpened({ id, updatedAt });
  return {
    ready: opened?.id === id,
    expectedUpdatedAt: opened?.id === id ? opened.updatedAt : '',
    formKey,
    moveTo,
    reload: async () => {
      const fresh = await thing.refetch();
      if (fresh.data) moveTo(fresh.data.updatedAt);
      save.reset();
      setFormKey((key) => key + 1);
    },
  };
}
