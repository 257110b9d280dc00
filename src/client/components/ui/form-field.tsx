import type { ReactNode } from 'react';

/** The look of every text input and select, and of their labels. */
export const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-brand-700 disabled:bg-stone-100 aria-[invalid=true]:border-red-600';
export const labelClass = 'block text-sm font-semibold text-stone-800';

/** The message under an input that failed its check; FormField ties it to its input. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{message}</p> : null;
}

/** The attributes an input needs to be tied to its label and its error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A labelled input with its error and an optional hint, wired for screen readers: the label names the
 * input, the hint and the error describe it. `children` renders the input with the props it is given.
 */
export function FormField({ id, label, error, hint, className = '', children }: { id: string; label: string; error?: string; hint?: string; className?: string; children: (control: FieldControlProps) => ReactNode }) {
  const described = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {hint ? <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">{hint}</p> : null}
      <FieldError id={id} message={error} />
    </div>
  );
}
