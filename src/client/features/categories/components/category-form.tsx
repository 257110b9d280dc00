import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';

import { type Category, type CategoryFormValues, type CategoryInput, CategoryInputSchema, type Section } from '../../../../domain/category.schema.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { LeaveGuard } from '../../../components/ui/leave-guard-dialog.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { RebasedNote } from '../../../components/ui/rebased-note.tsx';
import { useRebasedForm } from '../../../lib/use-rebased-form.ts';

interface CategoryFormProps {
  initial?: Category;
  /** Pre-chosen section for a new category (from the list's "Add" link). */
  sectionId?: number;
  sections: Section[];
  saving: boolean;
  submitError?: ReactNode;
  cancelTo: string;
  onSubmit: (values: CategoryInput) => void;
  /** Counts the page's reloads of `initial` after a refused save: the form moves onto it, keeping its changes. */
  reloads?: number;
}

const categoryValues = (category: Category | undefined, sectionId?: number): CategoryFormValues => ({
  sectionId: category?.sectionId ?? sectionId ?? (undefined as unknown as number),
  name: category?.name ?? '',
  description: category?.description ?? '',
});

const CATEGORY_LABELS = { sectionId: 'Section', name: 'Name', description: 'Description' };

/** The category form (SPEC §5): a section, a name and a description, checked by the same schema as the server. */
export function CategoryForm({ initial, sectionId, sections, saving, submitError, cancelTo, onSubmit, reloads }: CategoryFormProps) {
  const form = useForm<CategoryFormValues, unknown, CategoryInput>({ resolver: zodResolver(CategoryInputSchema), defaultValues: categoryValues(initial, sectionId) });
  const rebased = useRebasedForm(form, initial && categoryValues(initial), reloads);
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={initial ? 'Edit category' : 'Add New Category'} className="max-w-2xl space-y-5">
      {submitError}
      <RebasedNote rebased={rebased} labels={CATEGORY_LABELS} thing="category" named={(field, value) => (field === 'sectionId' ? sections.find((section) => section.id === value)?.name : undefined)} />
      <fieldset disabled={saving} className="space-y-5 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
        <FormField id="category-section" label="Section" error={errors.sectionId?.message}>
          {(control) => (
            <select {...control} className={inputClass} {...form.register('sectionId', { setValueAs: (value) => (value === '' || value === undefined ? undefined : Number(value)) })}>
              <option value="">Select a section</option>
              {sections.map((section) => <option key={section.id} value={section.id}>{section.name}</option>)}
            </select>
          )}
        </FormField>
        <FormField id="category-name" label="Name" error={errors.name?.message}>
          {(control) => <input {...control} className={inputClass} autoComplete="off" {...form.register('name')} />}
        </FormField>
        <FormField id="category-description" label="Description" error={errors.description?.message} hint="Optional: shown to shoppers in the digital catalogue.">
          {(control) => <textarea {...control} rows={3} className={inputClass} {...form.register('description')} />}
        </FormField>
        <FormActions cancelTo={cancelTo} saving={saving} saveLabel="Save Category" />
      </fieldset>
      <LeaveGuard dirty={form.formState.isDirty && !saving} what={initial ? 'this category' : 'the new category'} />
    </form>
  );
}
