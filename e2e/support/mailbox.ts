import fs from 'node:fs';
import path from 'node:path';

import { inject } from 'vitest';

/** An e-mail the shop sent during the run, as the run's mail server received it (global-setup.ts). */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

function received(): ReceivedMail[] {
  const dir = inject('mailDir');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail);
}

/** The e-mails the shop sent to `to`, once there are `count` of them (waiting up to 45 s: the mailer sends soon after a request or a change in the back office, at the latest on its next look, 30 s on). */
export async function mailsTo(to: string, count = 1): Promise<ReceivedMail[]> {
  for (const deadline = Date.now() + 45_000; ; ) {
    const found = received().filter((mail) => mail.to.includes(to));
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`${count} e-mail(s) to ${to} did not arrive; the mail server received ${received().length} in all`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
