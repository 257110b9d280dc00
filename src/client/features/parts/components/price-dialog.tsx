import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';

import { priceAfter, PricePercentSchema } from '../../../../domain/part-bulk.schema.ts';
import { formatUsd } from '../../../../domain/money.ts';
import { type Part } from '../../../../domain/part.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';

/** How many of the chosen parts the dialog shows with their prices before and after. */
const PRICES_PREVIEWED = 5;

const PriceChangeSchema = z.object({ percent: PricePercentSchema, keepCents: z.boolean() });
/** What the dialog applies: a percentage, and whether each price keeps its cents (priceAfter). */
export type PriceChange = z.infer<typeof PriceChangeSchema>;

/** A number typed in the field; "" stays NaN so the schema says what it takes. */
const percentValue = (value: unknown) => (value === '' || value === undefined ? Number.NaN : Number(value));

/** "Change prices": a percentage for every chosen part, with what it makes of the first few prices before it is applied. */
export function PriceDialog({ selected, pending, onChange, onCancel }: { selected: Part[]; pending: boolean; onChange: (change: PriceChange) => void; onCancel: () => void }) {
  const form = useForm<PriceChange>({ resolver: zodResolver(PriceChangeSchema), defaultValues: { keepCents: false } });
  // The preview follows the fields as they are typed; the field's message waits for a try to apply it.
  const typed = PricePercentSchema.safeParse(useWatch({ control: form.control, name: 'percent' }));
  const keepCents = useWatch({ control: form.control, name: 'keepCents' });
  const percent = typed.success ? typed.data : null;
  const count = selected.length;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onCancel()}
      title="Change prices"
      description={`Every price of the ${count === 1 ? 'selected part' : `${count} selected parts`} changes by the same percentage, rounded to the cent${keepCents ? ', then to the nearest price with the cents it had' : ''}.`}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={onCancel}>Cancel</Button>
          <Button type="submit" form="price-change" disabled={pending}>{pending ? 'Changing...' : 'Change prices'}</Button>
        </>
      }
    >
      <form id="price-change" noValidate onSubmit={form.handleSubmit((change) => onChange(change))}>
        <FormField id="price-percent" label="Change by (%)" error={form.formState.errors.percent?.message} hint="A rise as 5, a cut as -10.">
          {(control) => <input {...control} type="number" inputMode="decimal" step="0.01" min={-90} max={500} className={`${inputClass} max-w-40`} disabled={pending} {...form.register('percent', { setValueAs: percentValue })} />}
        </FormField>
        <div className="mt-3">
          <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-stone-800">
            <input type="checkbox" className="size-5 shrink-0 accent-brand-700" disabled={pending} aria-describedby="price-keep-cents-hint" {...form.register('keepCents')} />
            Keep each price&apos;s cents
          </label>
          <p id="price-keep-cents-hint" className="text-sm text-stone-600">$24.95 raised by 10% becomes $27.95, the nearest price ending in .95, rather than $27.45.</p>
        </div>
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
              <td className="py-1 pl-3 text-right font-semibold whitespace-nowrap">{percent === null ? '–' : formatUsd(priceAfter(part.regularPrice, percent, { keepCents }))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {count > PRICES_PREVIEWED ? <p className="mt-2 text-sm text-stone-600">and {count - PRICES_PREVIEWED} more</p> : null}
    </Dialog>
  );
}
