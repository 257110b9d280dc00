import type { TestContext } from './test-database.ts';
import { ensureAdmin } from '../modules/auth/admin-account.ts';

export const TEST_ORIGIN = 'http://localhost:3000';
const EMAIL = 'admin-tests@example.com';
const PASSWORD = 'admin tests password';

/** Signs the test administrator in and returns the headers an admin request needs. */
export async function adminHeaders(context: Pick<TestContext, 'database' | 'app'>): Promise<{ cookie: string; origin: string }> {
  await ensureAdmin(context.database.db, EMAIL, PASSWORD);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: EMAIL, password: PASSWORD },
    headers: { origin: TEST_ORIGIN },
  });
  if (response.statusCode !== 200) throw new Error(`Test sign-in failed: ${response.body}`);
  const cookie = [response.headers['set-cookie']].flat().map((line) => String(line).split(';')[0]).join('; ');
  return { cookie, origin: TEST_ORIGIN };
}
