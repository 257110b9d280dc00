import { desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';

import { buildApp } from '../../app.ts';
import { activityLog, shopSettings } from '../../db/schema/index.ts';
import { adminHeaders, TEST_ORIGIN } from '../../testing/sign-in.ts';
import { describeEachDatabase, testConfig } from '../../testing/test-database.ts';

const settings = {
  contactEmail: 'counter@example.com',
  phone: '+1 (248) 555-0155',
  postalAddress: '1 Wide Track Drive\nPontiac, MI 48340',
  openingHours: 'Monday to Friday, 8 am to 4 pm',
  about: 'Family-run since 1972.',
  sites: [
    { name: 'Pontiac-Oakland Club International', url: 'https://www.poci.org', description: 'The marque club.' },
    { name: 'Oakland Owners', url: 'http://oakland.example.org/registry', description: '' },
  ],
};

describeEachDatabase('shop settings', (context) => {
  let admin: { cookie: string; origin: string };
  const api = (method: 'GET' | 'PUT', url: string, payload?: object, headers: Record<string, string> = admin) =>
    context().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const currentVersion = async () => (await api('GET', '/api/admin/settings')).json().version as number;
  const save = async (changes: object) => api('PUT', '/api/admin/settings', { ...settings, ...changes, version: await currentVersion() });

  beforeAll(async () => {
    admin = await adminHeaders(context());
  });

  it('starts from the environment: SHOP_NAME and CONTACT_EMAIL, with a finished list of sites, before the owner saves', async () => {
    await context().database.db.delete(shopSettings);
    const app = await buildApp({ config: testConfig({ SHOP_NAME: 'Chief Parts Co.', CONTACT_EMAIL: 'chief@example.com' }), database: context().database, storage: context().storage });
    try {
      const site = (await app.inject({ method: 'GET', url: '/api/site' })).json();
      expect(site).toMatchObject({ shopName: 'Chief Parts Co.', contactEmail: 'chief@example.com', phone: '' });
      expect(site.sites.length).toBeGreaterThanOrEqual(3);
      expect(site.sites.every((link: { url: string }) => link.url.startsWith('https://'))).toBe(true);
    } finally {
      await app.close();
    }
    expect((await api('GET', '/api/admin/settings')).json()).toMatchObject({ contactEmail: 'parts@example.com', version: 0 });
  });

  it('saves what the owner writes, shows it on the public site in the same order, and writes the audit log', async () => {
    const response = await save({ phone: '248-555-0199' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ...settings, phone: '248-555-0199' });
    const site = (await api('GET', '/api/site', undefined, {})).json();
    expect(site).toMatchObject({ ...settings, phone: '248-555-0199', shopName: context().config.shopName });
    expect(site.sites.map((link: { name: string }) => link.name)).toEqual(['Pontiac-Oakland Club International', 'Oakland Owners']);
    const [entry] = await context().database.db.select().from(activityLog).where(eq(activityLog.entityType, 'shop_settings')).orderBy(desc(activityLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'update', actorEmail: 'admin-tests@example.com' });
    expect(entry!.summary).toMatch(/^Updated shop settings: .*phone/);
  });

  it('is for the admin only: reading or saving the settings without a session is refused', async () => {
    expect((await api('GET', '/api/admin/settings', undefined, {})).statusCode).toBe(401);
    const response = await api('PUT', '/api/admin/settings', { ...settings, version: 0 }, { origin: TEST_ORIGIN });
    expect(response.statusCode).toBe(401);
  });

  it('refuses links that are not web addresses, a bad e-mail and text too long, with the form messages, and keeps what was saved', async () => {
    await save({ phone: '248-555-0123' });
    const cases: [object, string][] = [
      [{ sites: [{ name: 'Trap', url: 'javascript:alert(1)', description: '' }] }, 'Enter a full web address starting with http:// or https://'],
      [{ sites: [{ name: 'Data', url: 'data:text/html,<script>alert(1)</script>', description: '' }] }, 'Enter a full web address starting with http:// or https://'],
      [{ sites: [{ name: 'Bare', url: 'www.poci.org', description: '' }] }, 'Enter a full web address starting with http:// or https://'],
      [{ sites: [{ name: ' ', url: 'https://www.poci.org', description: '' }] }, 'Site name is required'],
      [{ contactEmail: 'counter at example' }, 'Enter a valid email address'],
      [{ about: 'x'.repeat(1_001) }, 'About the shop must be at most 1,000 characters'],
      [{ phone: 'call us' }, 'Phone must contain digits'],
      [{ sites: Array.from({ length: 31 }, (_, i) => ({ name: `Site ${i}`, url: `https://site${i}.example.org`, description: '' })) }, 'At most 30 sites can be listed'],
    ];
    const version = await currentVersion();
    for (const [change, message] of cases) {
      const response = await api('PUT', '/api/admin/settings', { ...settings, ...change, version });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await api('GET', '/api/admin/settings')).json()).toMatchObject({ phone: '248-555-0123', version });
  });

  it('keeps text as text: markup in the about paragraph comes back exactly as written', async () => {
    const about = '<img src=x onerror=alert(1)> & "quotes" $1 $&';
    expect((await save({ about })).statusCode).toBe(200);
    expect((await api('GET', '/api/site', undefined, {})).json().about).toBe(about);
  });

  it('refuses a save made from an older version, so one owner cannot undo another unseen', async () => {
    const version = await currentVersion();
    expect((await api('PUT', '/api/admin/settings', { ...settings, phone: '248-555-0001', version })).statusCode).toBe(200);
    const stale = await api('PUT', '/api/admin/settings', { ...settings, phone: '248-555-0002', version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The shop settings were changed by someone else since you opened them. Nothing was saved: reload them to see their changes, with yours kept in the form.');
    expect(stale.json().error).toBe('STALE');
    expect((await api('GET', '/api/site', undefined, {})).json().phone).toBe('248-555-0001');
  });

  it('keeps the owner\'s low-stock mark, a whole number from 0 to 999, to itself', async () => {
    expect((await api('GET', '/api/admin/settings')).json().lowStockUnits).toBeTypeOf('number');
    for (const lowStockUnits of [-1, 1000, 2.5, 'three']) {
      const response = await save({ lowStockUnits });
      expect(response.statusCode, String(lowStockUnits)).toBe(400);
      expect(response.json().message).toBe('Low stock must be a whole number from 0 to 999');
    }
    expect((await save({ lowStockUnits: 6 })).statusCode).toBe(200);
    expect((await api('GET', '/api/admin/settings')).json().lowStockUnits).toBe(6);
    const [entry] = await context().database.db.select().from(activityLog).where(eq(activityLog.entityType, 'shop_settings')).orderBy(desc(activityLog.id)).limit(1);
    expect(entry!.summary).toContain('low stock mark');
    // The public site is told nothing of it.
    expect((await api('GET', '/api/site', undefined, {})).json()).not.toHaveProperty('lowStockUnits');
  });
});
