import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

import { type FieldGroups, type RebasedEdit, rebaseEdit } from '../../domain/edit-version.ts';

/**
 * Moves an edit form onto the version saved meanwhile when its page reloads it after a refused save
 * (`reloads`, useEditedVersion), keeping what its admin had changed since opening it (rebaseEdit): the
 * form then shows the saved values with theirs kept in the changed fields, which count as unsaved changes
 * (the leave guard asks before they are dropped). The result says which fields were kept, for RebasedNote.
 * `saved` is the reloaded thing's values as the form holds them (none for a new thing's form); `together`,
 * the fields merged as one (a part's fitment).
 */
export function useRebasedForm<V extends FieldValues>(form: Pick<UseFormReturn<V>, 'formState' | 'getValues' | 'reset' | 'setValue'>, saved: V | undefined, reloads = 0, together?: FieldGroups<V>): RebasedEdit<V> | null {
  const [rebased, setRebased] = useState<RebasedEdit<V> | null>(null);
  const seen = useRef(reloads);
  useEffect(() => {
    if (seen.current === reloads || !saved) return;
    seen.current = reloads;
    const result = rebaseEdit(form.formState.defaultValues as V, form.getValues(), saved, together);
    form.reset(saved);
    for (const name of [...result.kept, ...result.both, ...result.held]) form.setValue(name as Path<V>, result.values[name] as PathValue<V, Path<V>>, { shouldDirty: true });
    setRebased(result);
  }, [form, saved, reloads, together]);
  return rebased;
}
