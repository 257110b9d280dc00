/**
 * `npm run mail:test -- <email>`: sends one e-mail through SMTP_URL as MAIL_FROM, to check the shop's
 * mail settings before (or after) real order requests depend on them. Sends to the contact e-mail
 * (CONTACT_EMAIL) when no address is given.
 */
import { loadConfig } from '../config.ts';
import { sendTestMail } from '../modules/mail/mailer.ts';

const config = loadConfig();
const to = process.argv[2] ?? config.contactEmail;
if (!config.mail) {
  console.error('The shop sends no e-mail: SMTP_URL is not set (for example smtps://user:password@smtp.example.com:465).');
  process.exitCode = 1;
} else {
  const result = await sendTestMail(config.mail, config.shopName, to);
  if (result.sent) {
    console.log(`Sent a test e-mail to ${to} from ${config.mail.from}. If it does not arrive, look in the spam folder, and check that the mail server lets the shop send as ${config.mail.from}.`);
  } else {
    console.error(`The mail server did not take the test e-mail to ${to}: ${result.reason}`);
    process.exitCode = 1;
  }
}
