import * as z from 'zod/mini';
import { type FormEvent, useId, useRef, useState } from 'react';

import type { Part } from '../../../../domain/part.schema.ts';
import { STOCK_ALERT_MESSAGES } from '../../../../domain/stock-alert.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { TrapField } from '../../../components/ui/trap-field.tsx';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { useInBrowser } from '../../../lib/use-in-browser.ts';

const SavedSchema = z.object({ message: z.string() });

/**
 * "E-mail me when it's back" on the page of a part that cannot be ordered, in a shop that sends e-mail
 * (the part page asks both, and loads this only then): the address is kept until the part can be
 * ordered again, then e-mailed once. The server checks the address (empty too: one rule, the contact
 * form's); its word on it shows under the field.
 */
export default function StockAlertForm({ part }: { part: Part }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [trap, setTrap] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const status = useRef<HTMLParagraphElement>(null);
  // One request at a time, kept here: the mutation hooks' code would be split out of the pages' shared files.
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState<string | undefined>();
  const [refused, setRefused] = useState<string | undefined>();
  // Rendered by the server: until the browser has taken the page over, a tap would submit the page itself.
  const inBrowser = useInBrowser();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(undefined);
    setFieldError(undefined);
    setSending(true);
    try {
      const { message } = await apiFetch(`/api/parts/${part.id}/stock-alerts`, SavedSchema, { method: 'POST', body: JSON.stringify({ email: email.trim(), website: trap }) });
      setSaved(message);
      requestAnimationFrame(() => status.current?.focus());
    } catch (error) {
      // The server's word on the address goes under the field; any other refusal below the form.
      if (error instanceof ApiError && error.status === 400) setFieldError(error.message);
      else setRefused(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : STOCK_ALERT_MESSAGES.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-5 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id={`${id}-title`} className="font-bold text-stone-900">Back in stock?</h2>
      {/* There from the start, so what it then says is read out; it takes the focus from the form it replaces. */}
      <p role="status" ref={status} tabIndex={-1} className="text-sm text-green-800 empty:hidden focus:outline-none [&:not(:empty)]:mt-2">{saved}</p>
      {saved ? null : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="E-mail me when it's back" className="mt-2">
          <p className="text-sm text-stone-700">Leave your e-mail address and we will write once, when this part can be ordered again.</p>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <FormField id={`${id}-email`} label="Your e-mail" error={fieldError} className="min-w-0 flex-1 basis-56">
              {(control) => <input {...control} type="email" autoComplete="email" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} disabled={sending} className={inputClass} />}
            </FormField>
            <Button type="submit" variant="secondary" disabled={sending || !inBrowser}>{sending ? 'Saving...' : "E-mail me when it's back"}</Button>
          </div>
          <TrapField id={`${id}-website`} value={trap} onChange={(event) => setTrap(event.target.value)} />
          {refused ? <p role="alert" className="mt-2 text-sm text-red-700">{refused}</p> : null}
        </form>
      )}
    </section>
  );
}
