import { useState } from 'react';

import type { Facets } from '../../../../domain/catalog.schema.ts';
import { type BulkPartAction, bulkPartsSummary } from '../../../../domain/part-bulk.schema.ts';
import { type Part } from '../../../../domain/part.schema.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangeParts } from '../api/parts-api.ts';
import { FileDialog, type FileChoice } from './file-dialog.tsx';
import { type PriceChange, PriceDialog } from './price-dialog.tsx';

/** A checkbox that can show "some chosen" (the list's select-all box when part of the page is chosen). */
export function SelectBox({ label, checked, mixed = false, onChange }: { label: string; checked: boolean; mixed?: boolean; onChange: (checked: boolean) => void }) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      ref={(box) => {
        if (box) box.indeterminate = mixed;
      }}
      onChange={(event) => onChange(event.target.checked)}
      className="size-5 accent-brand-700"
    />
  );
}

const FAILED = 'Failed to change the selected parts. Please try again.';

/**
 * What the parts list does with the parts chosen in it: mark them in or out of stock, change their
 * prices by a percentage (shown first, part by part), file them under a category (and out of another), or
 * delete them after a question. The server does all of them or none; the list says what was done, or why not.
 */
export function PartsSelectionBar({ selected, sections, choice, done, onDone, onClear }: {
  selected: Part[];
  /** The shop's categories by section, to file the parts under. */
  sections: Facets['sections'];
  /** The owner's choice as it stands (its ids, in the order chosen): a change made to it makes a new one. */
  choice: string;
  /** What the last change did, shown until the owner dismisses it or chooses again. */
  done: string;
  onDone: (message: string) => void;
  onClear: () => void;
}) {
  const change = useChangeParts();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [pricing, setPricing] = useState(false);
  const [filing, setFiling] = useState(false);
  // The choice a failed change was tried on: its message goes once the owner chooses other parts (not
  // when the list, reloaded after the failure, no longer shows a part of it).
  const [triedOn, setTriedOn] = useState('');

  const run = (action: BulkPartAction, details?: PriceChange | { category: string; from?: string }) => {
    setTriedOn(choice);
    change.mutate(
      // Each part's version as the list shows it: a part someone else changed since stops the change (409).
      { action, ids: selected.map((part) => part.id), versions: selected.map((part) => part.updatedAt), ...details },
      {
        onSuccess: (result) => onDone(`${bulkPartsSummary(result)}.`),
        onSettled: () => {
          setConfirmingDelete(false);
          setPricing(false);
          setFiling(false);
        },
      },
    );
  };
  const count = selected.length;

  return (
    <div className="sticky bottom-3 z-10 space-y-2 empty:hidden">
      <div role="status" className="empty:hidden">
        {done && count === 0 ? (
          <div className="flex items-center gap-3 rounded-lg border border-green-200 bg-green-50 p-3 text-sm font-semibold text-green-900 shadow-lg">
            <p className="flex-1">{done}</p>
            <Button variant="ghost" onClick={onClear}>Dismiss</Button>
          </div>
        ) : null}
      </div>
      {change.isError && count > 0 && triedOn === choice ? <Alert className="shadow-lg">{change.error instanceof ApiError && change.error.status < 500 && change.error.status > 0 ? change.error.message : FAILED}</Alert> : null}
      {count > 0 ? (
        <div role="group" aria-label="Selected parts" className="rounded-lg border border-stone-300 bg-stone-100 p-3 shadow-lg sm:flex sm:items-center sm:gap-2">
          <div className="flex items-center justify-between gap-2 sm:mr-auto">
            <p className="text-sm font-semibold">{count} selected</p>
            <Button variant="ghost" disabled={change.isPending} onClick={onClear}>Clear selection</Button>
          </div>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:mt-0 sm:flex">
            <Button variant="secondary" disabled={change.isPending} onClick={() => run('in_stock')}>Mark in stock</Button>
            <Button variant="secondary" disabled={change.isPending} onClick={() => run('out_of_stock')}>Mark out of stock</Button>
            <Button variant="secondary" disabled={change.isPending} onClick={() => setPricing(true)}>Change prices</Button>
            <Button variant="secondary" disabled={change.isPending} onClick={() => setFiling(true)}>File under a category</Button>
            <Button variant="danger" className="col-span-2 sm:col-span-1" disabled={change.isPending} onClick={() => setConfirmingDelete(true)}>Delete selected</Button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete parts"
        description={count === 1 ? 'Delete the selected part? Its pictures are deleted too. This cannot be undone.' : `Delete the ${count} selected parts? Their pictures are deleted too. This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={change.isPending}
        onConfirm={() => run('delete')}
        onCancel={() => setConfirmingDelete(false)}
      />
      {pricing ? <PriceDialog selected={selected} pending={change.isPending} onChange={(price) => run('price', price)} onCancel={() => setPricing(false)} /> : null}
      {filing ? (
        <FileDialog
          selected={selected}
          sections={sections}
          pending={change.isPending}
          onFile={({ category, from }: FileChoice) => run('file', { category, ...(from ? { from } : {}) })}
          onCancel={() => setFiling(false)}
        />
      ) : null}
    </div>
  );
}
