import { useState } from 'react';

import { priceAfter, PricePercentSchema } from '../../../../domain/part-bulk.schema.ts';
import { formatUsd } from '../../../../domain/money.ts';
import { type Part } from '../../../../domain/part.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';

/** How many of the chosen parts the dialog shows with their prices before and after. */
const PRICES_PREVIEWED = 5;

/** "Change prices": a percentage for every chosen part, with what it makes of the first few prices before it is applied. */
export function PriceDialog({ selected, pending, onChange, onCancel }: { selected: Part[]; pending: boolean; onChange: (percent: number) => void; onCancel: () => void }) {
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
