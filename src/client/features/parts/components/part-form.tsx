import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { type FieldError as FormFieldError, useForm, useWatch } from 'react-hook-form';

import { type Facets, splitMakes } from '../../../../domain/catalog.schema.ts';
import { type Part } from '../../../../domain/part.schema.ts';
import { PART_DEFAULTS, type PartFormValues, type PartInput, PartInputSchema } from '../../../../domain/part-input.schema.ts';
import type { FieldGroups } from '../../../../domain/edit-version.ts';
import { yearOptions } from '../../../../domain/years.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { LeaveGuard } from '../../../components/ui/leave-guard-dialog.tsx';
import { FieldError, FormField, inputClass, labelClass } from '../../../components/ui/form-field.tsx';
import { RebasedNote } from '../../../components/ui/rebased-note.tsx';
import { useRebasedForm } from '../../../lib/use-rebased-form.ts';

const numberOrUndefined = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));
const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

export function partToFormValues(part: Part): PartFormValues {
  const measure = (value: string | null) => (value === null ? null : Number(value));
  return {
    type: part.type,
    sku: part.sku,
    name: part.name,
    description: part.description,
    // Every make the part names stays chosen: a two-make part saves unchanged.
    make: splitMakes(part.make),
    model: part.model,
    yearStart: part.yearStart,
    yearEnd: part.yearEnd,
    regularPrice: Number(part.regularPrice),
    stock: part.stock,
    inStock: part.inStock,
    categories: part.categories,
    shippingClass: part.shippingClass,
    weightLbs: measure(part.weightLbs),
    lengthIn: measure(part.lengthIn),
    widthIn: measure(part.widthIn),
    heightIn: measure(part.heightIn),
  };
}

/** The fields a reload after a refused save merges as one: the car the part fits, and its stock with whether it is in stock. */
const PART_TOGETHER: FieldGroups<PartFormValues> = [
  ['make', 'model', 'yearStart', 'yearEnd'],
  ['stock', 'inStock'],
];

/** The fields as the form names them, for what a reload after a refused save says it kept. */
const PART_LABELS: Record<keyof PartFormValues, string> = {
  type: 'Type',
  sku: 'SKU',
  name: 'Name',
  description: 'Description',
  make: 'Make',
  model: 'Model',
  yearStart: 'Start year',
  yearEnd: 'End year',
  regularPrice: 'Regular price (USD)',
  stock: 'Stock',
  inStock: 'Stock status',
  categories: 'Categories',
  shippingClass: 'Shipping class',
  weightLbs: 'Weight (lb)',
  lengthIn: 'Length (in)',
  widthIn: 'Width (in)',
  heightIn: 'Height (in)',
};

interface PartFormProps {
  initial?: Part;
  /** A new part's starting values: the part it duplicates, without its part number (each part has its own). */
  template?: Part;
  /** The makes of Vehicle Management; a part may fit several. */
  makes: string[];
  sections: Facets['sections'];
  modelNames: string[];
  saving: boolean;
  /** A change to the pictures is being saved: the part's version moves on with it, so Save waits. */
  picturesChanging?: boolean;
  submitError?: ReactNode;
  pictures: ReactNode;
  onSubmit: (values: PartInput) => void;
  /** Counts the page's reloads of `initial` after a refused save: the form moves onto it, keeping its changes. */
  reloads?: number;
}

/** The part form (SPEC §5): the same schema checks it here and on the server. */
export function PartForm({ initial, template, makes, sections, modelNames, saving, picturesChanging = false, submitError, pictures, onSubmit, reloads }: PartFormProps) {
  const form = useForm<PartFormValues, unknown, PartInput>({
    resolver: zodResolver(PartInputSchema),
    defaultValues: initial ? partToFormValues(initial) : template ? { ...partToFormValues(template), sku: '' } : PART_DEFAULTS,
  });
  const rebased = useRebasedForm(form, initial && partToFormValues(initial), reloads, PART_TOGETHER);
  const { register, formState, control } = form;
  const { errors } = formState;
  const yearStart = useWatch({ control, name: 'yearStart' });
  // A make the part names that Vehicle Management no longer lists is still shown, so nothing is lost unseen.
  const shown = initial ?? template;
  const makeChoices = [...makes, ...(shown ? splitMakes(shown.make).filter((make) => !makes.some((known) => known.toLowerCase() === make.toLowerCase())) : [])];

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={initial ? 'Edit part' : 'Add New Part'} className="space-y-6">
      {submitError}
      <RebasedNote rebased={rebased} labels={PART_LABELS} thing="part" />
      <fieldset disabled={saving} className="space-y-6">
        <section className="grid gap-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2" aria-labelledby="part-basics">
          <h2 id="part-basics" className="text-lg font-bold sm:col-span-2">Part</h2>
          <FormField id="part-sku" label="SKU" error={errors.sku?.message}>
            {(control) => <input {...control} className={`${inputClass} font-mono`} autoComplete="off" required {...register('sku')} />}
          </FormField>
          <div>
            <label htmlFor="part-type" className={labelClass}>Type</label>
            <select id="part-type" className={inputClass} {...register('type')}>
              <option value="simple">simple</option>
              <option value="variable">variable</option>
              <option value="grouped">grouped</option>
            </select>
          </div>
          <FormField id="part-name" label="Name" error={errors.name?.message} className="sm:col-span-2">
            {(control) => <input {...control} className={inputClass} required {...register('name')} />}
          </FormField>
          <FormField id="part-description" label="Description" error={errors.description?.message} className="sm:col-span-2">
            {(control) => <textarea {...control} rows={4} className={inputClass} {...register('description')} />}
          </FormField>
        </section>

        <section className="grid gap-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2" aria-labelledby="part-fitment">
          <h2 id="part-fitment" className="text-lg font-bold sm:col-span-2">Fitment</h2>
          <fieldset className="rounded-md border border-stone-200 px-3 pb-2" aria-describedby={errors.make ? 'part-make-error' : undefined}>
            <legend className={`${labelClass} px-1`}>Make</legend>
            {makeChoices.map((make) => (
              <label key={make} className="flex min-h-9 items-center gap-2 text-sm">
                <input type="checkbox" value={make} className="size-4 accent-brand-700" {...register('make')} />
                {make}
              </label>
            ))}
            <FieldError id="part-make" message={errors.make?.message} />
          </fieldset>
          <FormField id="part-model" label="Model" error={errors.model?.message}>
            {(control) => (
              <>
                <input {...control} list="part-model-names" className={inputClass} required {...register('model')} />
                <datalist id="part-model-names">{modelNames.map((name) => <option key={name} value={name} />)}</datalist>
              </>
            )}
          </FormField>
          <FormField id="part-year-start" label="Start year" error={errors.yearStart?.message}>
            {(control) => (
              <select {...control} className={inputClass} required {...register('yearStart', { setValueAs: numberOrUndefined })}>
                <option value="">Select year</option>
                {yearOptions().map((year) => <option key={year} value={year}>{year}</option>)}
              </select>
            )}
          </FormField>
          <FormField id="part-year-end" label="End year" error={errors.yearEnd?.message}>
            {(control) => (
              <select {...control} className={inputClass} required {...register('yearEnd', { setValueAs: numberOrUndefined })}>
                <option value="">Select year</option>
                {yearOptions(Number(yearStart) || undefined).map((year) => <option key={year} value={year}>{year}</option>)}
              </select>
            )}
          </FormField>
        </section>

        <section className="grid gap-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-3" aria-labelledby="part-stock">
          <h2 id="part-stock" className="text-lg font-bold sm:col-span-3">Price and stock</h2>
          <FormField id="part-price" label="Regular price (USD)" error={errors.regularPrice?.message}>
            {(control) => <input {...control} type="number" step="0.01" min="0" inputMode="decimal" className={inputClass} required {...register('regularPrice', { setValueAs: numberOrUndefined })} />}
          </FormField>
          <FormField id="part-stock-count" label="Stock" error={errors.stock?.message}>
            {(control) => <input {...control} type="number" step="1" min="0" inputMode="numeric" className={inputClass} required {...register('stock', { setValueAs: numberOrUndefined })} />}
          </FormField>
          <div>
            <label htmlFor="part-in-stock" className={labelClass}>Stock status</label>
            <select id="part-in-stock" className={inputClass} {...register('inStock', { setValueAs: (value: unknown) => value === true || value === 'true' })}>
              <option value="true">In Stock</option>
              <option value="false">Out of Stock</option>
            </select>
          </div>
        </section>

        <section className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm" aria-labelledby="part-categories">
          <h2 id="part-categories" className="text-lg font-bold">Categories</h2>
          <FieldError id="part-categories" message={(errors.categories as FormFieldError | undefined)?.message} />
          <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {sections.map((section) => (
              <fieldset key={section.id} className="rounded-md border border-stone-200 p-3">
                <legend className="px-1 text-sm font-bold tracking-wide text-brand-800">{section.name}</legend>
                {section.categories.map((category) => (
                  <label key={category.id} className="flex min-h-9 items-center gap-2 text-sm">
                    <input type="checkbox" value={category.name} className="size-4 accent-brand-700" {...register('categories')} />
                    {category.name}
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
        </section>

        <section className="grid gap-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-5" aria-labelledby="part-shipping">
          <h2 id="part-shipping" className="text-lg font-bold sm:col-span-5">Shipping</h2>
          <div>
            <label htmlFor="part-shipping-class" className={labelClass}>Shipping class</label>
            <input id="part-shipping-class" className={inputClass} {...register('shippingClass')} />
          </div>
          {(
            [
              ['weightLbs', 'Weight (lb)'],
              ['lengthIn', 'Length (in)'],
              ['widthIn', 'Width (in)'],
              ['heightIn', 'Height (in)'],
            ] as const
          ).map(([name, text]) => (
            <FormField key={name} id={`part-${name}`} label={text} error={errors[name]?.message}>
              {(control) => <input {...control} type="number" step="0.01" min="0" inputMode="decimal" className={inputClass} {...register(name, { setValueAs: numberOrNull })} />}
            </FormField>
          ))}
        </section>
      </fieldset>

      <section className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm" aria-labelledby="part-pictures">
        <h2 id="part-pictures" className="mb-3 text-lg font-bold">Pictures</h2>
        {pictures}
      </section>

      <FormActions cancelTo="/admin/parts" saving={saving} saveLabel="Save Part" waitingFor={picturesChanging ? 'Saving the pictures…' : undefined} />
      <LeaveGuard dirty={formState.isDirty && !saving} what={initial ? 'this part' : 'the new part'} />
    </form>
  );
}
