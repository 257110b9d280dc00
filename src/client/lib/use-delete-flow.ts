import { useState } from 'react';

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

export type DeleteFlow<Item, Failure> = ReturnType<typeof useDeleteFlow<Item, Failure>>;
