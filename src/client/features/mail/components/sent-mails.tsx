import { BUYER_MAILS_PER_DAY, buyerNotMailed } from '../../../../domain/mail.ts';
import type { MailStatus } from '../../../../domain/mail.schema.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { type MailAbout, useMails } from '../api/get-mails.ts';

function Reason({ mail }: { mail: MailStatus }) {
  return mail.lastError ? (
    <>
      {' '}
      The mail server said: <q className="font-mono text-xs">{mail.lastError}</q>
    </>
  ) : null;
}

function StateLine({ mail }: { mail: MailStatus }) {
  if (mail.state === 'sent') return <span className="text-green-800">Sent {formatDateTime(mail.sentAt!)}.</span>;
  if (mail.state === 'waiting') {
    return (
      <span className="text-amber-900">
        {mail.attempts === 0 ? 'Waiting to be sent.' : `Not sent yet after ${mail.attempts} ${mail.attempts === 1 ? 'attempt' : 'attempts'}; tried again by itself.`}
        <Reason mail={mail} />
      </span>
    );
  }
  return (
    <span className="text-red-800">
      Not sent: given up after {mail.attempts} attempts. Write to them yourself.
      <Reason mail={mail} />
    </span>
  );
}

/**
 * The e-mails about an order request or a message and what became of each, on its page in the back office;
 * for a request, `buyer` is the buyer's address, which is told when it was held back from its confirmation.
 */
export function SentMails({ about, buyer }: { about: MailAbout; buyer?: string }) {
  const mails = useMails(about);
  if (!mails.data) return null;
  return (
    <section aria-labelledby="sent-mails" className="rounded-lg border border-stone-200 bg-white p-5 text-sm shadow-sm">
      <h2 id="sent-mails" className="font-semibold text-stone-900">E-mail</h2>
      {mails.data.length === 0 ? (
        <p className="mt-2 text-stone-700">
          No e-mail was sent for this {about.kind === 'messages' ? 'message' : 'request'}: the shop sends e-mail only when its server is given a mail server (SMTP_URL).
        </p>
      ) : (
        <ul className="mt-2 space-y-2">
          {mails.data.map((mail, index) => (
            <li key={index}>
              <span className="block font-semibold break-words">To {mail.to}: {mail.subject}</span>
              <StateLine mail={mail} />
            </li>
          ))}
        </ul>
      )}
      {buyer && buyerNotMailed(mails.data, buyer) ? (
        <p className="mt-2 text-stone-700">No confirmation went to {buyer}: the shop had already sent {BUYER_MAILS_PER_DAY} to that address in the last 24 hours.</p>
      ) : null}
    </section>
  );
}
