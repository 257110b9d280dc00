import { useState } from 'react';

import { ApiError } from './api-client.ts';

/**
 * SPEC §4's delete: confirm, processing, then the list refreshes or a 'Delete Failed' dialog says why.
 * `describe` turns the error into the dialog's words (and anything the dialog should offer).
 */
export function useDeleteFlow<Item, Failure>(remove: (item: Item, handlers: { onSuccess: () => void; onError: (error: Error) => void }) => void, describe: (error: Error, item: Item) => Failure) {
  const [confirming, setConfirming] = useState<Item | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const confirm = () => {
    if (confirming === null) return;
    const item = confirming;
    remove(item, {
      onSuccess: () => setConfirming(null),
      onError: (error) => {
        setConfirming(null);
        setFailure(describe(error, item));
      },
    });
  };
  return { confirming, ask: setConfirming, cancel: () => setConfirming(null), confirm, failure, dismissFailure: () => setFailure(null) };
}

/**
 * The server's own words for a delete it refused (a thing still in use, changed or deleted meanwhile:
 * 404 and 409 answers), or nothing, for the page's message when the failure is not the thing's.
 */
export const deleteRefusal = (error: Error) => (error instanceof ApiError && [404, 409].includes(error.status) ? error.message : undefined);

export type DeleteFlow<Item, Failure> = ReturnType<typeof useDeleteFlow<Item, Failure>>;
