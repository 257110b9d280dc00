import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { type PasswordConfirmInput, PasswordConfirmSchema } from '../../../../domain/auth.schema.ts';
import { SaveErrorAlert } from '../../../components/ui/save-error-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';

/**
 * The password asked again before a change to how the administrator signs in. A wrong one is counted
 * like a failed sign-in, and the server says so in its own words.
 */
export function PasswordConfirmForm({
  id,
  title,
  submitLabel,
  busyLabel,
  busy,
  error,
  danger = false,
  onSubmit,
  onCancel,
}: {
  id: string;
  title: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error: Error | null;
  danger?: boolean;
  onSubmit: (input: PasswordConfirmInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<PasswordConfirmInput>({ resolver: zodResolver(PasswordConfirmSchema), defaultValues: { password: '' } });
  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-4 space-y-3 rounded-md border border-stone-200 bg-stone-50 p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold text-stone-900">{title}</h3>
      <SaveErrorAlert error={error} fallback="That did not work. Please try again." />
      <FormField id={`${id}-password`} label="Your password" error={form.formState.errors.password?.message}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the owner's own button (turn off, new codes): the password is the one field to type */}
        {(control) => <input {...control} type="password" autoComplete="current-password" autoFocus disabled={busy} className={`${inputClass} max-w-sm`} {...form.register('password')} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>{busy ? busyLabel : submitLabel}</Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>Cancel</Button>
      </div>
    </form>
  );
}
