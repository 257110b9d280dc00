import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';

import { type Make, type MakeInput, MakeInputSchema } from '../../../../domain/vehicle.schema.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { LeaveGuard } from '../../../components/ui/leave-guard-dialog.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { RebasedNote } from '../../../components/ui/rebased-note.tsx';
import { useRebasedForm } from '../../../lib/use-rebased-form.ts';

interface MakeFormProps {
  initial?: Make;
  saving: boolean;
  submitError?: ReactNode;
  cancelTo: string;
  onSubmit: (values: MakeInput) => void;
  /** Counts the page's reloads of `initial` after a refused save: the form moves onto it, keeping its changes. */
  reloads?: number;
}

const makeValues = (make?: Make): MakeInput => ({ name: make?.name ?? '' });

/** The make form (SPEC §2): one name; Create for a new make, Update for an existing one. */
export function MakeForm({ initial, saving, submitError, cancelTo, onSubmit, reloads }: MakeFormProps) {
  const form = useForm<MakeInput>({ resolver: zodResolver(MakeInputSchema), defaultValues: makeValues(initial) });
  const rebased = useRebasedForm(form, initial && makeValues(initial), reloads);
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={initial ? 'Edit make' : 'Add Vehicle Make'} className="max-w-xl space-y-5">
      {submitError}
      <RebasedNote rebased={rebased} labels={{ name: 'Make Name' }} thing="make" />
      <fieldset disabled={saving} className="space-y-5 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
        <FormField id="make-name" label="Make Name" error={errors.name?.message}>
          {(control) => <input {...control} className={inputClass} required autoComplete="off" {...form.register('name')} />}
        </FormField>
        <FormActions cancelTo={cancelTo} saving={saving} saveLabel={initial ? 'Update' : 'Create'} />
      </fieldset>
      <LeaveGuard dirty={form.formState.isDirty && !saving} what={initial ? 'this make' : 'the new make'} />
    </form>
  );
}
