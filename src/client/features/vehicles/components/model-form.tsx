import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';

import { type Make, type ModelFormValues, type ModelInput, ModelInputSchema, type VehicleModel } from '../../../../domain/vehicle.schema.ts';
import type { FieldGroups } from '../../../../domain/edit-version.ts';
import { MAX_YEAR, MIN_YEAR } from '../../../../domain/years.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { LeaveGuard } from '../../../components/ui/leave-guard-dialog.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { RebasedNote } from '../../../components/ui/rebased-note.tsx';
import { useRebasedForm } from '../../../lib/use-rebased-form.ts';

/** A number typed in a field; "" or text the browser could not read stays NaN so the schema says 'Invalid year format'. */
const yearValue = (value: unknown) => (value === '' || value === undefined ? Number.NaN : Number(value));

interface ModelFormProps {
  initial?: VehicleModel;
  makes: Make[];
  saving: boolean;
  submitError?: ReactNode;
  cancelTo: string;
  onSubmit: (values: ModelInput) => void;
  /** Counts the page's reloads of `initial` after a refused save: the form moves onto it, keeping its changes. */
  reloads?: number;
}

const modelValues = (model: VehicleModel): ModelFormValues => ({
  makeId: model.makeId,
  name: model.name,
  yearStart: model.yearStart,
  yearEnd: model.yearEnd,
  allYears: model.allYears,
  productionPeriods: model.productionPeriods.join('\n'),
});

/** The model's years, merged as one by a reload after a refused save: a range and its list of years from one save. */
const MODEL_TOGETHER: FieldGroups<ModelFormValues> = [['yearStart', 'yearEnd', 'allYears', 'productionPeriods']];

const MODEL_LABELS = { makeId: 'Make', name: 'Model Name', yearStart: 'Start Year', yearEnd: 'End Year', allYears: 'All Years', productionPeriods: 'Production Periods' };

/** 'Add New Vehicle Model' (SPEC §2, §5): the same schema checks it here and on the server. */
export function ModelForm({ initial, makes, saving, submitError, cancelTo, onSubmit, reloads }: ModelFormProps) {
  const form = useForm<ModelFormValues, unknown, ModelInput>({ resolver: zodResolver(ModelInputSchema), defaultValues: initial ? modelValues(initial) : { name: '', allYears: '', productionPeriods: '' } });
  const rebased = useRebasedForm(form, initial && modelValues(initial), reloads, MODEL_TOGETHER);
  const { register } = form;
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={initial ? 'Edit Vehicle Model' : 'Add New Vehicle Model'} className="max-w-2xl space-y-5">
      {submitError}
      <RebasedNote rebased={rebased} labels={MODEL_LABELS} thing="vehicle model" named={(field, value) => (field === 'makeId' ? makes.find((make) => make.id === value)?.name : undefined)} />
      <fieldset disabled={saving} className="grid gap-5 rounded-lg border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2">
        <FormField id="model-make" label="Make" error={errors.makeId?.message}>
          {(control) => (
            <select {...control} className={inputClass} required {...register('makeId', { setValueAs: (value) => (value === '' || value === undefined ? undefined : Number(value)) })}>
              <option value="">Select Make</option>
              {makes.map((make) => <option key={make.id} value={make.id}>{make.name}</option>)}
            </select>
          )}
        </FormField>
        <FormField id="model-name" label="Model Name" error={errors.name?.message}>
          {(control) => <input {...control} className={inputClass} required autoComplete="off" {...register('name')} />}
        </FormField>
        <FormField id="model-year-start" label="Start Year" error={errors.yearStart?.message}>
          {(control) => <input {...control} type="number" min={MIN_YEAR} max={MAX_YEAR} step={1} inputMode="numeric" className={inputClass} required {...register('yearStart', { setValueAs: yearValue })} />}
        </FormField>
        <FormField id="model-year-end" label="End Year" error={errors.yearEnd?.message}>
          {(control) => <input {...control} type="number" min={MIN_YEAR} max={MAX_YEAR} step={1} inputMode="numeric" className={inputClass} required {...register('yearEnd', { setValueAs: yearValue })} />}
        </FormField>
        <FormField id="model-all-years" label="All Years" error={errors.allYears?.message} hint="Enter years separated by commas" className="sm:col-span-2">
          {(control) => <input {...control} className={inputClass} required placeholder="1967, 1968, 1969" autoComplete="off" {...register('allYears')} />}
        </FormField>
        <FormField id="model-production-periods" label="Production Periods" error={errors.productionPeriods?.message} hint="One per line (optional)" className="sm:col-span-2">
          {(control) => <textarea {...control} rows={3} className={inputClass} {...register('productionPeriods')} />}
        </FormField>
        <div className="sm:col-span-2">
          <FormActions cancelTo={cancelTo} saving={saving} saveLabel="Save Vehicle" />
        </div>
      </fieldset>
      <LeaveGuard dirty={form.formState.isDirty && !saving} what={initial ? 'this model' : 'the new model'} />
    </form>
  );
}
