import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';

import { type Section, type SectionFormValues, type SectionInput, SectionInputSchema } from '../../../../domain/category.schema.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { LeaveGuard } from '../../../components/ui/leave-guard-dialog.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { RebasedNote } from '../../../components/ui/rebased-note.tsx';
import { useRebasedForm } from '../../../lib/use-rebased-form.ts';

interface SectionFormProps {
  initial?: Section;
  title: string;
  saving: boolean;
  submitError?: ReactNode;
  cancelTo: string;
  onSubmit: (values: SectionInput) => void;
  /** Counts the page's reloads of `initial` after a refused save: the form moves onto it, keeping its changes. */
  reloads?: number;
}

const sectionValues = (section?: Section): SectionFormValues => ({ name: section?.name ?? '', description: section?.description ?? '' });
const SECTION_LABELS = { name: 'Name', description: 'Description' };

/** A section: a heading of the category tree, kept in capitals. */
export function SectionForm({ initial, title, saving, submitError, cancelTo, onSubmit, reloads }: SectionFormProps) {
  const form = useForm<SectionFormValues, unknown, SectionInput>({ resolver: zodResolver(SectionInputSchema), defaultValues: sectionValues(initial) });
  const rebased = useRebasedForm(form, initial && sectionValues(initial), reloads);
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={title} className="max-w-2xl space-y-5">
      {submitError}
      <RebasedNote rebased={rebased} labels={SECTION_LABELS} thing="section" />
      <fieldset disabled={saving} className="space-y-5 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
        <FormField id="section-name" label="Name" error={errors.name?.message} hint="Shown in capitals, as a heading above its categories.">
          {(control) => <input {...control} className={`${inputClass} uppercase`} autoComplete="off" {...form.register('name')} />}
        </FormField>
        <FormField id="section-description" label="Description" error={errors.description?.message} hint="Optional.">
          {(control) => <textarea {...control} rows={3} className={inputClass} {...form.register('description')} />}
        </FormField>
        <FormActions cancelTo={cancelTo} saving={saving} saveLabel="Save Section" />
      </fieldset>
      <LeaveGuard dirty={form.formState.isDirty && !saving} what={initial ? 'this section' : 'the new section'} />
    </form>
  );
}
