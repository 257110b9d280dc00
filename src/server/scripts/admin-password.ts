/** `npm run admin:password -- <email>`: a new password (ADMIN_PASSWORD, or a random one printed once). */
import { loadConfig } from '../config.ts';
import { AdminAccountError, resetAdminPassword } from '../modules/auth/admin-account.ts';
import { prepareRuntime } from '../start.ts';

const config = loadConfig();
const email = process.argv[2] ?? config.adminEmail;
const { database } = await prepareRuntime({ ...config, seedDemo: false }, console.log);
try {
  const password = await resetAdminPassword(database.db, email, config.adminPassword);
  console.log(
    config.adminPassword
      ? `The password of ${email} is now the one in ADMIN_PASSWORD. Its sessions were signed out.`
      : `The new password of ${email} (shown once; its sessions were signed out):\n\n    ${password}\n`,
  );
} catch (error) {
  if (!(error instanceof AdminAccountError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
