/**
 * `npm run admin:two-factor-off -- <email>`: the password alone signs in again, for an administrator
 * who lost both the authenticator app and the backup codes. Only someone who can run commands on
 * the shop's server can do this.
 */
import { loadConfig } from '../config.ts';
import { turnOffTwoFactorByEmail } from '../modules/auth/two-factor.repository.ts';
import { prepareRuntime } from '../start.ts';

const config = loadConfig();
const email = process.argv[2] ?? config.adminEmail;
const { database } = await prepareRuntime({ ...config, seedDemo: false }, console.log);
try {
  const result = await turnOffTwoFactorByEmail(database.db, email);
  if (!result) {
    console.error(`There is no administrator with the e-mail ${email.trim().toLowerCase()}.`);
    process.exitCode = 1;
  } else {
    console.log(result.wasOn ? `Two-factor sign-in is off for ${email}: the password alone signs in. Turn it on again from Sign-in security.` : `Two-factor sign-in was not on for ${email}.`);
  }
} finally {
  await database.close();
}
