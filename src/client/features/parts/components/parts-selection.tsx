import { useState } from 'react';

import { type BulkPartAction, bulkPartsSummary, priceAfter, PricePercentSchema } from '../../../../domain/part-bulk.schema.ts';
import { formatUsd } from '../../../../domain/money.ts';
import { type Part } from '../../../../domain/part.schema.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangeParts } from '../api/parts-api.ts';

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

/** How many of the chosen parts the price dialog shows with their prices before and after. */
const PRICES_PREVIEWED = 5;

/**
 * What the parts list does with the parts chosen in it: mark them in or out of stock, change their
 * prices by a percentage (shown first, part by part), or delete them after a question. The server does
 * all of them or none; the list says what was done, or why not.
 */
export function PartsSelectionBar({ selected, choice, done, onDone, onClear }: {
  selected: Part[];
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
  // The choice a failed change was tried on: its message goes once the owner chooses other parts (not
  // when the list, reloaded after the failure, no longer shows a part of it).
  const [triedOn, setTriedOn] = useState('');

  const run = (action: BulkPartAction, percent?: number) => {
    setTriedOn(choice);
    change.mutate(
      { action, ids: selected.map((part) => part.id), ...(percent === undefined ? {} : { percent }) },
      {
        onSuccess: (result) => onDone(`${bulkPartsSummary(result.action, result.count, result.percent)}.`),
        onSettled: () => {
          setConfirmingDelete(false);
          setPricing(false);
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
            <Button variant="danger" disabled={change.isPending} onClick={() => setConfirmingDelete(true)}>Delete selected</Button>
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
      {pricing ? <PriceDialog selected={selected} pending={change.isPending} onChange={(percent) => run('price', percent)} onCancel={() => setPricing(false)} /> : null}
    </div>
  );
}

/** "Change prices": a percentage for every chosen part, with what it makes of the first few prices before it is applied. */
function PriceDialog({ selected, pending, onChange, onCancel }: { selected: Part[]; pending: boolean; onChange: (percent: number) => void; onCancel: () => void }) {
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const parsed = PricePercentSchema.safeParse(typed.trim() === '' ? Number.NaN : Number(typed));
  const percent = parsed.success ? parsed.data : null;
  const error = tried && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const count = selected.length;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onCancel()}
      title="Change prices"
      description={`Every price of the ${count === 1 ? 'selected part' : `${count} selected parts`} changes by the same percentage, rounded to the cent.`}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={onCancel}>Cancel</Button>
          <Button type="submit" form="price-change" disabled={pending}>{pending ? 'Changing...' : 'Change prices'}</Button>
        </>
      }
    >
      <form
        id="price-change"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (percent !== null) onChange(percent);
        }}
      >
        <FormField id="price-percent" label="Change by (%)" error={error} hint="A rise as 5, a cut as -10.">
          {(control) => <input {...control} type="number" inputMode="decimal" step="0.01" min={-90} max={500} className={`${inputClass} max-w-40`} value={typed} disabled={pending} onChange={(event) => setTyped(event.target.value)} />}
        </FormField>
      </form>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Prices before and after</caption>
        <thead className="text-xs text-stone-600 uppercase">
          <tr><th scope="col" className="py-1">Part</th><th scope="col" className="py-1 pl-3 text-right">Now</th><th scope="col" className="py-1 pl-3 text-right">After</th></tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {selected.slice(0, PRICES_PREVIEWED).map((part) => (
            <tr key={part.id}>
              <td className="py-1 pr-2"><span className="font-mono text-xs">{part.sku}</span> {part.name}</td>
              <td className="py-1 pl-3 text-right whitespace-nowrap">{formatUsd(part.regularPrice)}</td>
              <td className="py-1 pl-3 text-right font-semibold whitespace-nowrap">{percent === null ? '–' : formatUsd(priceAfter(part.regularPrice, percent))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {count > PRICES_PREVIEWED ? <p className="mt-2 text-sm text-stone-600">and {count - PRICES_PREVIEWED} more</p> : null}
    </Dialog>
  );
}
