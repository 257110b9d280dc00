import type { MailTrouble } from '../../../../domain/mail.schema.ts';

const emails = (count: number) => `${count} ${count === 1 ? 'e-mail' : 'e-mails'}`;

/**
 * E-mail the mail server refused (ADR 019), said on the dashboard: the owner learns that order requests
 * and messages are not reaching anyone's mailbox, and why, without reading the server's log.
 */
export function MailTroubleNote({ trouble }: { trouble: MailTrouble }) {
  if (trouble.waiting === 0 && trouble.givenUp === 0) return null;
  return (
    <section aria-labelledby="mail-trouble" className="rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <h2 id="mail-trouble" className="text-lg font-bold">E-mail is not going out</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {trouble.waiting > 0 ? <li>{emails(trouble.waiting)} could not be sent yet. The shop tries again by itself, less often each time.</li> : null}
        {trouble.givenUp > 0 ? (
          <li>
            {emails(trouble.givenUp)} {trouble.givenUp === 1 ? 'was' : 'were'} given up after ten attempts this week. Write to {trouble.givenUp === 1 ? 'its recipient' : 'their recipients'} yourself from the order request or message.
          </li>
        ) : null}
      </ul>
      {trouble.lastError ? (
        <p className="mt-2">
          The mail server last said: <q className="font-mono text-sm">{trouble.lastError}</q>
        </p>
      ) : null}
      <p className="mt-2 text-sm">Whoever runs the shop&apos;s server can check its mail settings (SMTP_URL and MAIL_FROM).</p>
    </section>
  );
}
