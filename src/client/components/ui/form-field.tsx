/** The look of every text input and select, and of their labels. */
export const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-brand-700 disabled:bg-stone-100 aria-[invalid=true]:border-red-600';
export const labelClass = 'block text-sm font-semibold text-stone-800';

/** Ties an input to its error message for screen readers. */
export function describedBy(id: string, message: string | undefined) {
  return { 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? `${id}-error` : undefined } as const;
}

/** The message under an input that failed its check, read out through describedBy. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{message}</p> : null;
}
