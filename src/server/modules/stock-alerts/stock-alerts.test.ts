import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { STOCK_ALERT_MESSAGES, MAX_ALERTS_PER_ADDRESS } from '../../../domain/stock-alert.ts';
import { waitingLine } from '../../../domain/stock-alert.schema.ts';
import { outgoingMail, stockAlerts } from '../../db/schema/index.ts';
import { insertPart } from '../../testing/builders.ts';
import { adminHeaders, TEST_ORIGIN } from '../../testing/sign-in.ts';
import { useTestSmtpServer } from '../../testing/smtp-server.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';
import { STOCK_ALERTS_PER_HOUR } from './stock-alerts.service.ts';

const smtp = useTestSmtpServer();
const SHOP = 'Silver Streak Restoration Parts';
const mailEnv = () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port()}`, MAIL_FROM: 'shop@example.com', CONTACT_EMAIL: 'owner@example.com', SHOP_NAME: SHOP });

describeEachDatabase(
  "a part's stock alerts",
  (context) => {
    let sender = 0;
    /** Each request from an address of its own, so the hourly limit touches only the test about it. */
    const nextAddress = () => `203.0.113.${++sender}`;
    const ask = (partId: number, payload: object, remoteAddress = nextAddress()) =>
      context().app.inject({ method: 'POST', url: `/api/parts/${partId}/stock-alerts`, payload, remoteAddress, headers: { origin: TEST_ORIGIN } });
    /** An address of this suite's own: both databases' suites send to the one SMTP server. */
    const at = (name: string) => `${name}.${context().kind}@example.com`;
    const waiting = async (partId: number) => (await context().app.inject({ url: `/api/admin/parts/${partId}/stock-alerts`, headers: await adminHeaders(context()) })).json().waiting as number;
    const bulk = async (action: string, ids: number[]) =>
      (await context().app.inject({ method: 'POST', url: '/api/admin/parts/bulk', payload: { action, ids }, headers: await adminHeaders(context()) })).statusCode;

    it('keeps a wish once per address for a part that cannot be ordered, and e-mails it once when the part can be ordered again', async () => {
      const { db } = context().database;
      const lens = await insertPart(db, { sku: 'ALERT-LENS-1', name: 'Tail Lamp Lens', regularPrice: '18.50', stock: 4, inStock: false });
      expect((await context().app.inject({ url: '/api/site' })).json().stockAlerts).toBe(true);

      const first = await ask(lens.id, { email: at('walt') });
      expect(first.statusCode).toBe(201);
      expect(first.json().message).toBe(`We will e-mail ${at('walt')} once Tail Lamp Lens can be ordered again. Just once: your address then comes off our list.`);
      expect((await ask(lens.id, { email: at('walt').toUpperCase() })).statusCode).toBe(201);
      // A robot's filled-in trap is answered alike and kept nowhere.
      expect((await ask(lens.id, { email: at('robot'), website: 'http://spam.example' })).statusCode).toBe(201);
      const invalid = await ask(lens.id, { email: 'not an address' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toContain('Enter a valid email address');
      expect(await waiting(lens.id)).toBe(1);
      expect((await context().app.inject({ url: `/api/admin/parts/${lens.id}/stock-alerts`, headers: await adminHeaders(context()) })).json()).toEqual({ waiting: 1, mailing: true });

      // Marked in stock with none on the shelf, it still cannot be ordered: nobody is e-mailed.
      const empty = await insertPart(db, { sku: 'ALERT-EMPTY-1', name: 'Dash Knob', stock: 0, inStock: false });
      expect((await ask(empty.id, { email: at('walt') })).statusCode).toBe(201);
      expect(await bulk('in_stock', [empty.id])).toBe(200);

      // The lens back in stock: one e-mail, with its link, and the wish is gone.
      expect(await bulk('in_stock', [lens.id])).toBe(200);
      const [mail] = await smtp.mailsTo(at('walt'), 1);
      expect(mail!.subject).toBe(`Back in stock at ${SHOP}: Tail Lamp Lens`);
      expect(mail!.replyTo?.text).toBe('owner@example.com');
      expect(mail!.text).toContain('Tail Lamp Lens (ALERT-LENS-1), $18.50');
      expect(mail!.text).toContain(`${TEST_ORIGIN}/part/${lens.id}`);
      expect(mail!.text).toContain('This is the only e-mail about it: your address is off our list.');
      expect(await waiting(lens.id)).toBe(0);
      expect(await waiting(empty.id)).toBe(1);
      // Out and in again: no second e-mail.
      expect(await bulk('out_of_stock', [lens.id])).toBe(200);
      expect(await bulk('in_stock', [lens.id])).toBe(200);
      const queued = await db.select().from(outgoingMail).where(sql`lower(${outgoingMail.toAddress}) = ${at('walt')}`);
      expect(queued).toHaveLength(1);
      expect(smtp.received.some((item) => item.envelopeTo.includes(at('robot')))).toBe(false);
    });

    it('tells an address of every part it waits for that is back in one e-mail', async () => {
      const { db } = context().database;
      const hose = await insertPart(db, { sku: 'ALERT-HOSE-1', name: 'Brake Hose', regularPrice: '12.00', stock: 2, inStock: false });
      const cup = await insertPart(db, { sku: 'ALERT-CUP-1', name: 'Wheel Cylinder Cup', regularPrice: '3.25', stock: 9, inStock: false });
      for (const part of [hose, cup]) expect((await ask(part.id, { email: at('ada') })).statusCode).toBe(201);
      expect((await ask(cup.id, { email: at('bert') })).statusCode).toBe(201);
      expect(await bulk('in_stock', [hose.id, cup.id])).toBe(200);
      const [toAda] = await smtp.mailsTo(at('ada'), 1);
      expect(toAda!.subject).toBe(`Back in stock at ${SHOP}: 2 parts you asked about`);
      expect(toAda!.text).toContain('Brake Hose (ALERT-HOSE-1), $12.00');
      expect(toAda!.text).toContain('Wheel Cylinder Cup (ALERT-CUP-1), $3.25');
      const [toBert] = await smtp.mailsTo(at('bert'), 1);
      expect(toBert!.subject).toBe(`Back in stock at ${SHOP}: Wheel Cylinder Cup`);
      expect(smtp.received.filter((item) => item.envelopeTo.includes(at('ada')))).toHaveLength(1);
    });

    it('tells a waiting visitor when a cancelled order request puts the last one back on the shelf', async () => {
      const { db } = context().database;
      const knob = await insertPart(db, { sku: 'ALERT-KNOB-1', name: 'Radio Knob', regularPrice: '7.00', stock: 1, inStock: true });
      const details = { name: 'Jane Buyer', email: at('jane'), phone: '', address: '12 Chieftain Road', city: 'Pontiac', region: 'MI', postalCode: '48340', country: 'United States', note: '' };
      const placed = await context().app.inject({ method: 'POST', url: '/api/order-requests', payload: { ...details, lines: [{ partId: knob.id, quantity: 1 }] }, remoteAddress: nextAddress(), headers: { origin: TEST_ORIGIN } });
      expect(placed.statusCode).toBe(201);
      // The last one taken: the part cannot be ordered, and a visitor asks to hear when it can.
      expect((await ask(knob.id, { email: at('fred') })).statusCode).toBe(201);
      const cancelled = await context().app.inject({ method: 'PUT', url: `/api/admin/order-requests/${placed.json().id}/status`, payload: { status: 'cancelled' }, headers: await adminHeaders(context()) });
      expect(cancelled.statusCode).toBe(200);
      const [mail] = await smtp.mailsTo(at('fred'), 1);
      expect(mail!.subject).toBe(`Back in stock at ${SHOP}: Radio Knob`);
      expect(await waiting(knob.id)).toBe(0);
    });

    it("shows the owner the parts visitors wait for: the parts list's Wanted filter, each part's count in the list and the dashboard's tile", async () => {
      const { db } = context().database;
      const admin = await adminHeaders(context());
      const dashboard = async () => (await context().app.inject({ url: '/api/admin/dashboard', headers: admin })).json().wantedBack as number;
      const before = await dashboard();
      const grille = await insertPart(db, { sku: 'ALERT-GRILLE-1', name: 'Wanted Grille Bar', stock: 0, inStock: false });
      await insertPart(db, { sku: 'ALERT-GRILLE-2', name: 'Wanted Grille Bar, spare', stock: 0, inStock: false });
      for (const name of ['dora', 'ed']) expect((await ask(grille.id, { email: at(name) })).statusCode).toBe(201);
      const listed = await context().app.inject({ url: '/api/admin/parts?search=Wanted%20Grille%20Bar&stock=wanted', headers: admin });
      expect((listed.json().items as { sku: string }[]).map((part) => part.sku)).toEqual(['ALERT-GRILLE-1']);
      // Each part of the list says how many wait for it; never who.
      const all = await context().app.inject({ url: '/api/admin/parts?search=Wanted%20Grille%20Bar&sort=sku', headers: admin });
      expect((all.json().items as { sku: string; waiting: number }[]).map(({ sku, waiting }) => ({ sku, waiting }))).toEqual([
        { sku: 'ALERT-GRILLE-1', waiting: 2 },
        { sku: 'ALERT-GRILLE-2', waiting: 0 },
      ]);
      expect(all.body).not.toContain(at('dora'));
      // Two visitors, one part.
      expect(await dashboard()).toBe(before + 1);
      const exported = await context().app.inject({ url: '/api/admin/exports/parts.csv?search=Wanted%20Grille%20Bar&stock=wanted', headers: admin });
      expect(exported.body).toContain('ALERT-GRILLE-1');
      expect(exported.body).not.toContain('ALERT-GRILLE-2');
    });

    it('lists the parts most visitors wait for first when the owner sorts by it', async () => {
      const { db } = context().database;
      const admin = await adminHeaders(context());
      const one = await insertPart(db, { sku: 'ALERT-KNOB-A', name: 'Wanted Knob A', stock: 0, inStock: false });
      const two = await insertPart(db, { sku: 'ALERT-KNOB-B', name: 'Wanted Knob B', stock: 0, inStock: false });
      await insertPart(db, { sku: 'ALERT-KNOB-C', name: 'Wanted Knob C', stock: 0, inStock: false });
      await insertPart(db, { sku: 'ALERT-KNOB-D', name: 'Wanted Knob D', stock: 0, inStock: false });
      expect((await ask(one.id, { email: at('gus') })).statusCode).toBe(201);
      for (const name of ['gus', 'hal']) expect((await ask(two.id, { email: at(name) })).statusCode).toBe(201);
      const listed = async (sort: string, paging = '') => {
        const answer = (await context().app.inject({ url: `/api/admin/parts?search=Wanted%20Knob&sort=${sort}${paging}`, headers: admin })).json() as { items: { sku: string; waiting: number }[]; total: number };
        expect(answer.total).toBe(4);
        return answer.items.map(({ sku, waiting }) => `${sku.slice(-1)}${waiting}`);
      };
      expect(await listed('wanted_desc')).toEqual(['B2', 'A1', 'C0', 'D0']);
      expect(await listed('name')).toEqual(['A1', 'B2', 'C0', 'D0']);
      // Page by page: within the parts waited for, across to the others, and past them.
      const pages = async (pageSize: number) => Promise.all([1, 2, 3, 4].map((page) => listed('wanted_desc', `&pageSize=${pageSize}&page=${page}`)));
      expect(await pages(1)).toEqual([['B2'], ['A1'], ['C0'], ['D0']]);
      expect(await pages(3)).toEqual([['B2', 'A1', 'C0'], ['D0'], [], []]);
    });

    it('refuses a part that can be ordered now or is gone, and past its limits; a deleted part takes its wishes with it', async () => {
      const { db } = context().database;
      const inStock = await insertPart(db, { sku: 'ALERT-IN-1', stock: 3, inStock: true });
      const refused = await ask(inStock.id, { email: at('carl') });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(STOCK_ALERT_MESSAGES.inStock);
      const gone = await ask(999_999, { email: at('carl') });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe(STOCK_ALERT_MESSAGES.partGone);

      // One connection: STOCK_ALERTS_PER_HOUR wishes, then a wait.
      const shelf = await insertPart(db, { sku: 'ALERT-SHELF-1', stock: 0, inStock: false });
      const robot = nextAddress();
      for (let n = 0; n < STOCK_ALERTS_PER_HOUR; n += 1) expect((await ask(shelf.id, { email: at(`many${n}`) }, robot)).statusCode).toBe(201);
      const tooMany = await ask(shelf.id, { email: at('one-more') }, robot);
      expect(tooMany.statusCode).toBe(429);
      expect(tooMany.json().message).toBe(STOCK_ALERT_MESSAGES.tooMany);

      // One address: MAX_ALERTS_PER_ADDRESS parts at once, from however many connections.
      const parts = [];
      for (let n = 0; n <= MAX_ALERTS_PER_ADDRESS; n += 1) parts.push(await insertPart(db, { sku: `ALERT-CAP-${n}`, stock: 0, inStock: false }));
      for (const part of parts.slice(0, MAX_ALERTS_PER_ADDRESS)) expect((await ask(part.id, { email: at('victim') })).statusCode).toBe(201);
      const capped = await ask(parts.at(-1)!.id, { email: at('victim') });
      expect(capped.statusCode).toBe(409);
      expect(capped.json().message).toBe(STOCK_ALERT_MESSAGES.addressFull);

      // A deleted part's wishes go with it.
      const doomed = parts[0]!;
      expect((await context().app.inject({ method: 'DELETE', url: `/api/admin/parts/${doomed.id}`, headers: await adminHeaders(context()) })).statusCode).toBe(204);
      expect(await db.select().from(stockAlerts).where(eq(stockAlerts.partId, doomed.id))).toEqual([]);
      expect((await context().app.inject({ url: `/api/admin/parts/${shelf.id}/stock-alerts` })).statusCode).toBe(401);
    });
  },
  { env: mailEnv },
);

describeEachDatabase('stock alerts in a shop with no SMTP_URL', (context) => {
  it('are not offered, and refused with the reason', async () => {
    const part = await insertPart(context().database.db, { sku: 'ALERT-NOMAIL-1', stock: 0, inStock: false });
    expect((await context().app.inject({ url: '/api/site' })).json().stockAlerts).toBe(false);
    const refused = await context().app.inject({ method: 'POST', url: `/api/parts/${part.id}/stock-alerts`, payload: { email: 'walt@example.com' }, headers: { origin: TEST_ORIGIN } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STOCK_ALERT_MESSAGES.noMail);
  });

  it('tells the owner of wishes kept from before the shop stopped sending e-mail that none goes out meanwhile', async () => {
    const { db } = context().database;
    const part = await insertPart(db, { sku: 'ALERT-NOMAIL-2', stock: 0, inStock: false });
    await db.insert(stockAlerts).values({ partId: part.id, email: 'walt@example.com' });
    const count = await context().app.inject({ url: `/api/admin/parts/${part.id}/stock-alerts`, headers: await adminHeaders(context()) });
    expect(count.json()).toEqual({ waiting: 1, mailing: false });
    expect(waitingLine(1, false)).toContain('none goes out until one is');
  });
});
