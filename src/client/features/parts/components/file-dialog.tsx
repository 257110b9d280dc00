import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';

import type { Facets } from '../../../../domain/catalog.schema.ts';
import { FILE_MESSAGES } from '../../../../domain/part-bulk.schema.ts';
import { type Part } from '../../../../domain/part.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';

const FileChoiceSchema = z
  .object({ category: z.string().check(z.minLength(1, FILE_MESSAGES.category)), from: z.string() })
  .check(z.refine((choice) => choice.from === '' || choice.from !== choice.category, { message: FILE_MESSAGES.sameCategory, path: ['from'] }));
/** What the dialog applies: the category the parts are filed under, and the one they are taken out of ('' for none). */
export type FileChoice = z.infer<typeof FileChoiceSchema>;

/** The shop's categories by section, as a select's options. */
function CategoryOptions({ sections }: { sections: Facets['sections'] }) {
  return sections.map((section) => (
    <optgroup key={section.id} label={section.name}>
      {section.categories.map((category) => <option key={category.id} value={category.name}>{category.name}</option>)}
    </optgroup>
  ));
}

/**
 * "File under a category": every chosen part filed under one category of the shop's (those already in it
 * stay as they are), and, if chosen, taken out of another at the same time (moving them from one to the
 * other). Their other categories stay.
 */
export function FileDialog({ selected, sections, pending, onFile, onCancel }: {
  selected: Part[];
  sections: Facets['sections'];
  pending: boolean;
  onFile: (choice: FileChoice) => void;
  onCancel: () => void;
}) {
  const form = useForm<FileChoice>({ resolver: zodResolver(FileChoiceSchema), defaultValues: { category: '', from: '' } });
  const { errors } = form.formState;
  const count = selected.length;
  // The categories the chosen parts are filed in, offered first to take them out of.
  const filedIn = [...new Set(selected.flatMap((part) => part.categories))].sort((a, b) => a.localeCompare(b));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onCancel()}
      title="File under a category"
      description={`The ${count === 1 ? 'selected part is' : `${count} selected parts are`} filed under the category you choose, keeping ${count === 1 ? 'its' : 'their'} other categories.`}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={onCancel}>Cancel</Button>
          <Button type="submit" form="file-parts" disabled={pending}>{pending ? 'Filing...' : 'File parts'}</Button>
        </>
      }
    >
      <form id="file-parts" noValidate className="space-y-4" onSubmit={form.handleSubmit((choice) => onFile(choice))}>
        <FormField id="file-category" label="File under" error={errors.category?.message}>
          {(control) => (
            <select {...control} className={inputClass} disabled={pending} {...form.register('category')}>
              <option value="">Choose a category</option>
              <CategoryOptions sections={sections} />
            </select>
          )}
        </FormField>
        <FormField id="file-from" label={count === 1 ? 'Take it out of' : 'Take them out of'} error={errors.from?.message} hint="Optional: to move the parts from one category to another.">
          {(control) => (
            <select {...control} className={inputClass} disabled={pending} {...form.register('from')}>
              <option value="">No other category</option>
              {filedIn.length ? (
                <optgroup label="Filed in now">
                  {filedIn.map((name) => <option key={name} value={name}>{name}</option>)}
                </optgroup>
              ) : null}
            </select>
          )}
        </FormField>
      </form>
    </Dialog>
  );
}
