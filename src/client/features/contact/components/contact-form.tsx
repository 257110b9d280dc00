import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { CONTACT_MESSAGES, type ContactFormValues, type ContactMessageInput, ContactMessageInputSchema } from '../../../../domain/contact.schema.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { TrapField } from '../../../components/ui/trap-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useInBrowser } from '../../../lib/use-in-browser.ts';
import { useSendMessage } from '../api/contact-api.ts';

/** The Contact page's message form; a failed send keeps everything that was typed. */
export function ContactForm({ partNumber = '', message = '' }: { partNumber?: string; message?: string }) {
  const send = useSendMessage();
  // Rendered by the server: until the browser has taken the page over, a tap would submit the page
  // itself, the message in its address, and lose it.
  const inBrowser = useInBrowser();
  // The part number and message it is begun with are written into the fields' markup too (defaultValue),
  // so the page the server sends shows them: react-hook-form sets its default values in the browser only.
  const form = useForm<ContactFormValues, unknown, ContactMessageInput>({
    resolver: zodResolver(ContactMessageInputSchema),
    defaultValues: { name: '', email: '', partNumber, message, website: '' },
  });
  const { register } = form;
  const { errors } = form.formState;
  const failure = send.error ? (send.error instanceof ApiError && (send.error.status === 429 || send.error.status === 400) ? send.error.message : CONTACT_MESSAGES.sendFailed) : null;

  if (send.isSuccess) {
    return (
      <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-6 text-green-900">
        <p>{CONTACT_MESSAGES.sent}</p>
        <Button variant="secondary" className="mt-4" onClick={() => { form.reset({ name: form.getValues('name'), email: form.getValues('email'), partNumber: '', message: '', website: '' }); send.reset(); }}>
          Write another message
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={form.handleSubmit((values) => send.mutate(values))} noValidate aria-label="Send us a message" className="space-y-4">
      {failure ? <Alert>{failure}</Alert> : null}
      <fieldset disabled={send.isPending} className="grid gap-4 sm:grid-cols-2">
        <FormField id="contact-name" label="Your name" error={errors.name?.message}>
          {(control) => <input {...control} className={inputClass} autoComplete="name" required {...register('name')} />}
        </FormField>
        <FormField id="contact-email" label="Your e-mail" error={errors.email?.message}>
          {(control) => <input {...control} type="email" className={inputClass} autoComplete="email" required {...register('email')} />}
        </FormField>
        <FormField id="contact-part" label="Part number or SKU" error={errors.partNumber?.message} hint="Optional" className="sm:col-span-2">
          {(control) => <input {...control} className={`${inputClass} font-mono`} autoComplete="off" defaultValue={partNumber} {...register('partNumber')} />}
        </FormField>
        <FormField id="contact-message" label="Message" error={errors.message?.message} className="sm:col-span-2">
          {(control) => <textarea {...control} rows={6} className={inputClass} required defaultValue={message} {...register('message')} />}
        </FormField>
        <TrapField id="contact-website" {...register('website')} />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={!inBrowser}>{send.isPending ? 'Sending...' : 'Send message'}</Button>
        </div>
      </fieldset>
    </form>
  );
}
