import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { type FieldError as FormFieldError, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';

import { type Facets } from '../../../../domain/catalog.schema.ts';
import { type Part } from '../../../../domain/part.schema.ts';
import { PART_DEFAULTS, PART_MAKES, type PartFormValues, type PartInput, PartInputSchema } from '../../../../domain/part.schema.ts';
import { yearOptions } from '../../../../domain/years.ts';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, FieldError, inputClass, labelClass } from '../../../components/ui/form-field.tsx';

const numberOrUndefined = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));
const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

export function partToFormValues(part: Part): PartFormValues {
  const measure = (value: string | null) => (value === null ? null : Number(value));
  return {
    type: part.type,
    sku: part.sku,
    name: part.name,
    description: part.description,
    make: (PART_MAKES as readonly string[]).includes(part.make) ? (part.make as PartFormValues['make']) : 'Pontiac',
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

interface PartFormProps {
  initial?: Part;
  sections: Facets['sections'];
  modelNames: string[];
  saving: boolean;
  submitError?: ReactNode;
  pictures: ReactNode;
  onSubmit: (values: PartInput) => void;
}

/** The part form (SPEC §5): the same schema checks it here and on the server. */
export function PartForm({ initial, sections, modelNames, saving, submitError, pictures, onSubmit }: PartFormProps) {
  const form = useForm<PartFormValues, unknown, PartInput>({
    resolver: zodResolver(PartInputSchema),
    defaultValues: initial ? partToFormValues(initial) : PART_DEFAULTS,
  });
  const { register, formState, control } = form;
  const { errors } = formState;
  const yearStart = useWatch({ control, name: 'yearStart' });
  const described = (name: string, error: { message?: string } | undefined) => describedBy(`part-${name}`, error?.message);

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={initial ? 'Edit part' : 'Add New Part'} className="space-y-6">
      {submitError}
      <fieldset disabled={saving} className="space-y-6">
        <section className="grid gap-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2" aria-labelledby="part-basics">
          <h2 id="part-basics" className="text-lg font-bold sm:col-span-2">Part</h2>
          <div>
            <label htmlFor="part-sku" className={labelClass}>SKU</label>
            <input id="part-sku" className={`${inputClass} font-mono`} autoComplete="off" required {...described('sku', errors.sku)} {...register('sku')} />
            <FieldError id="part-sku" message={errors.sku?.message} />
          </div>
          <div>
            <label htmlFor="part-type" className={labelClass}>Type</label>
            <select id="part-type" className={inputClass} {...register('type')}>
              <option value="simple">simple</option>
              <option value="variable">variable</option>
              <option value="grouped">grouped</option>
            </select>
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="part-name" className={labelClass}>Name</label>
            <input id="part-name" className={inputClass} required {...described('name', errors.name)} {...register('name')} />
            <FieldError id="part-name" message={errors.name?.message} />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="part-description" className={labelClass}>Description</label>
            <textarea id="part-description" rows={4} className={inputClass} {...described('description', errors.description)} {...register('description')} />
            <FieldError id="part-description" message={errors.description?.message} />
          </div>
        </section>

        <section className="grid gap-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-4" aria-labelledby="part-fitment">
          <h2 id="part-fitment" className="text-lg font-bold sm:col-span-2 lg:col-span-4">Fitment</h2>
          <div>
            <label htmlFor="part-make" className={labelClass}>Make</label>
            <select id="part-make" className={inputClass} required {...described('make', errors.make)} {...register('make')}>
              {PART_MAKES.map((make) => <option key={make} value={make}>{make}</option>)}
            </select>
            <FieldError id="part-make" message={errors.make?.message} />
          </div>
          <div>
            <label htmlFor="part-model" className={labelClass}>Model</label>
            <input id="part-model" list="part-model-names" className={inputClass} required {...described('model', errors.model)} {...register('model')} />
            <datalist id="part-model-names">{modelNames.map((name) => <option key={name} value={name} />)}</datalist>
            <FieldError id="part-model" message={errors.model?.message} />
          </div>
          <div>
            <label htmlFor="part-year-start" className={labelClass}>Start year</label>
            <select id="part-year-start" className={inputClass} required {...described('yearStart', errors.yearStart)} {...register('yearStart', { setValueAs: numberOrUndefined })}>
              <option value="">Select year</option>
              {yearOptions().map((year) => <option key={year} value={year}>{year}</option>)}
            </select>
            <FieldError id="part-yearStart" message={errors.yearStart?.message} />
          </div>
          <div>
            <label htmlFor="part-year-end" className={labelClass}>End year</label>
            <select id="part-year-end" className={inputClass} required {...described('yearEnd', errors.yearEnd)} {...register('yearEnd', { setValueAs: numberOrUndefined })}>
              <option value="">Select year</option>
              {yearOptions(Number(yearStart) || undefined).map((year) => <option key={year} value={year}>{year}</option>)}
            </select>
            <FieldError id="part-yearEnd" message={errors.yearEnd?.message} />
          </div>
        </section>

        <section className="grid gap-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-3" aria-labelledby="part-stock">
          <h2 id="part-stock" className="text-lg font-bold sm:col-span-3">Price and stock</h2>
          <div>
            <label htmlFor="part-price" className={labelClass}>Regular price (USD)</label>
            <input id="part-price" type="number" step="0.01" min="0" inputMode="decimal" className={inputClass} required {...described('regularPrice', errors.regularPrice)} {...register('regularPrice', { setValueAs: numberOrUndefined })} />
            <FieldError id="part-regularPrice" message={errors.regularPrice?.message} />
          </div>
          <div>
            <label htmlFor="part-stock-count" className={labelClass}>Stock</label>
            <input id="part-stock-count" type="number" step="1" min="0" inputMode="numeric" className={inputClass} required {...described('stock', errors.stock)} {...register('stock', { setValueAs: numberOrUndefined })} />
            <FieldError id="part-stock" message={errors.stock?.message} />
          </div>
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
            <div key={name}>
              <label htmlFor={`part-${name}`} className={labelClass}>{text}</label>
              <input id={`part-${name}`} type="number" step="0.01" min="0" inputMode="decimal" className={inputClass} {...described(name, errors[name])} {...register(name, { setValueAs: numberOrNull })} />
              <FieldError id={`part-${name}`} message={errors[name]?.message} />
            </div>
          ))}
        </section>
      </fieldset>

      <section className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm" aria-labelledby="part-pictures">
        <h2 id="part-pictures" className="mb-3 text-lg font-bold">Pictures</h2>
        {pictures}
      </section>

      <div className="flex flex-wrap justify-end gap-3">
        <Link to="/admin/parts" className="inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 font-semibold hover:bg-stone-50" aria-disabled={saving}>
          Cancel
        </Link>
        <Button type="submit" disabled={saving}>{saving ? 'Saving...' : 'Save Part'}</Button>
      </div>
    </form>
  );
}
