import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, expect, it } from 'vitest';

import { activityLog, orderRequests, parts } from '../../db/schema/index.ts';
import { insertPart } from '../../testing/builders.ts';
import { adminHeaders, TEST_ORIGIN } from '../../testing/sign-in.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';

const SHORTAGE =
  'Some parts in your cart are no longer available in the quantity you asked for. Your cart now shows what is left; please check it and send your request again.';

describeEachDatabase('cart and order requests', (context) => {
  let admin: { cookie: string; origin: string };
  let sender = 0;
  /** Each test sends from an address of its own, so the hourly limit of one never touches another. */
  const nextAddress = () => `198.51.100.${++sender}`;
  const details = { name: 'Walt Restorer', email: 'walt@example.com', phone: '+1 (555) 010-2040', address: '12 Chieftain Road', city: 'Pontiac', region: 'MI', postalCode: '48340', country: 'United States', note: 'Please ship together.' };
  const send = (body: object, remoteAddress = nextAddress()) =>
    context().app.inject({ method: 'POST', url: '/api/order-requests', payload: body, remoteAddress, headers: { origin: TEST_ORIGIN } });
  const quote = (lines: object[]) => context().app.inject({ method: 'POST', url: '/api/catalog/cart', payload: { lines }, headers: { origin: TEST_ORIGIN } });
  const adminApi = (method: 'GET' | 'PUT', url: string, payload?: object) => context().app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  const stockOf = async (id: number) => {
    const [row] = await context().database.db.select({ stock: parts.stock, inStock: parts.inStock }).from(parts).where(eq(parts.id, id));
    return row;
  };

  beforeAll(async () => {
    admin = await adminHeaders(context());
  });

  it('quotes a cart at the prices and stock of now: one line per part, parts out of stock at 0, parts gone named', async () => {
    const { db } = context().database;
    const lens = await insertPart(db, { name: 'Tail Lamp Lens', regularPrice: '34.50', stock: 4, images: ['parts/lens.webp'] });
    const sold = await insertPart(db, { name: 'Hood Ornament', regularPrice: '210.00', stock: 0, inStock: false });
    const gone = await insertPart(db, { name: 'Gone' });
    await db.delete(parts).where(eq(parts.id, gone.id));
    const response = await quote([
      { partId: lens.id, quantity: 1 },
      { partId: sold.id, quantity: 1 },
      { partId: lens.id, quantity: 2 },
      { partId: gone.id, quantity: 1 },
    ]);
    expect(response.statusCode).toBe(200);
    // An answer about one visitor's cart: never kept by a proxy as the catalogue's public answers are.
    expect(response.headers['cache-control']).toBeUndefined();
    expect(response.json()).toEqual({
      lines: [
        { partId: lens.id, sku: lens.sku, name: 'Tail Lamp Lens', image: 'parts/lens.webp', unitPrice: '34.50', quantity: 3, available: 4 },
        { partId: sold.id, sku: sold.sku, name: 'Hood Ornament', image: null, unitPrice: '210.00', quantity: 1, available: 0 },
      ],
      gone: [gone.id],
    });
  });

  it('stores an order request at the catalogue prices, takes its parts off the shelf and marks a part out of stock when its last one goes', async () => {
    const { db } = context().database;
    const lens = await insertPart(db, { name: 'Tail Lamp Lens', regularPrice: '34.50', stock: 4 });
    const gasket = await insertPart(db, { name: 'Head Gasket', regularPrice: '19.99', stock: 1 });
    const response = await send({ ...details, lines: [{ partId: lens.id, quantity: 3 }, { partId: gasket.id, quantity: 1 }], unitPrice: '0.01' });
    expect(response.statusCode).toBe(201);
    const placed = response.json();
    expect(placed).toEqual({ id: expect.any(Number), total: '123.49', itemCount: 4 });
    expect(await stockOf(lens.id)).toEqual({ stock: 1, inStock: true });
    expect(await stockOf(gasket.id)).toEqual({ stock: 0, inStock: false });

    const order = (await adminApi('GET', `/api/admin/order-requests/${placed.id}`)).json();
    expect(order).toMatchObject({ ...details, status: 'new', total: '123.49', itemCount: 4 });
    expect(order.lines).toEqual([
      { partId: lens.id, sku: lens.sku, name: 'Tail Lamp Lens', unitPrice: '34.50', quantity: 3 },
      { partId: gasket.id, sku: gasket.sku, name: 'Head Gasket', unitPrice: '19.99', quantity: 1 },
    ]);
    const list = (await adminApi('GET', '/api/admin/order-requests')).json();
    expect(list.items[0]).toMatchObject({ id: placed.id, name: 'Walt Restorer', status: 'new', total: '123.49', itemCount: 4 });
    expect(list.new).toBeGreaterThanOrEqual(1);
    expect((await adminApi('GET', '/api/admin/dashboard')).json().newOrders).toBe(list.new);
    const [audit] = await db.select().from(activityLog).where(eq(activityLog.entityId, String(placed.id)));
    expect(audit).toMatchObject({ entityType: 'order_request', actorEmail: 'walt@example.com', summary: `Order request #${placed.id} from Walt Restorer: 4 parts, $123.49` });
    // The public search shows the part out of stock at once (the catalogue's cache is emptied by the write).
    expect((await context().app.inject({ url: `/api/catalog/parts/${gasket.id}` })).json()).toMatchObject({ inStock: false, stock: 0 });
  });

  it('refuses a request for more than the shelf holds and changes nothing', async () => {
    const { db } = context().database;
    const lens = await insertPart(db, { stock: 4 });
    const ornament = await insertPart(db, { stock: 1 });
    const hidden = await insertPart(db, { stock: 9, inStock: false });
    for (const lines of [
      [{ partId: lens.id, quantity: 2 }, { partId: ornament.id, quantity: 2 }],
      [{ partId: lens.id, quantity: 1 }, { partId: hidden.id, quantity: 1 }],
      [{ partId: lens.id, quantity: 1 }, { partId: 2_000_000_000, quantity: 1 }],
    ]) {
      const response = await send({ ...details, name: 'Nothing Kept', lines });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(SHORTAGE);
    }
    expect(await stockOf(lens.id)).toEqual({ stock: 4, inStock: true });
    expect(await stockOf(ornament.id)).toEqual({ stock: 1, inStock: true });
    expect(await db.select().from(orderRequests).where(eq(orderRequests.name, 'Nothing Kept'))).toEqual([]);
  });

  it('never sells the last one twice: of two buyers at the same moment, one has it and the other is told', async () => {
    const last = await insertPart(context().database.db, { stock: 1 });
    const body = { ...details, lines: [{ partId: last.id, quantity: 1 }] };
    const answers = await Promise.all([send(body), send(body), send(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await stockOf(last.id)).toEqual({ stock: 0, inStock: false });
  });

  it('refuses what the form refuses, with its messages, and a body too large to be an order', async () => {
    const part = await insertPart(context().database.db, { stock: 5 });
    const lines = [{ partId: part.id, quantity: 1 }];
    const address = nextAddress();
    const cases: [object, string][] = [
      [{ name: ' ' }, 'Your name is required'],
      [{ email: 'walt at example' }, 'Enter a valid email address'],
      [{ phone: '12-34' }, 'Enter a phone number with at least 7 digits, or leave it empty'],
      [{ address: '' }, 'Street address is required'],
      [{ city: ' ' }, 'Town or city is required'],
      [{ postalCode: '' }, 'ZIP or postal code is required'],
      [{ country: '' }, 'Country is required'],
      [{ lines: [] }, 'Your cart is empty'],
      [{ lines: [{ partId: part.id, quantity: 0 }] }, 'Quantity must be a whole number from 1 to 99'],
      [{ lines: [{ partId: part.id, quantity: 100 }] }, 'Quantity must be a whole number from 1 to 99'],
      [{ lines: [{ partId: part.id, quantity: 1.5 }] }, 'Quantity must be a whole number from 1 to 99'],
      [{ lines: Array.from({ length: 51 }, (_, i) => ({ partId: i + 1, quantity: 1 })) }, 'A cart can hold at most 50 different parts'],
    ];
    for (const [change, text] of cases) {
      const response = await send({ ...details, lines, ...change }, address);
      expect(response.statusCode, text).toBe(400);
      expect(response.json().message).toBe(text);
    }
    expect((await send({ ...details, lines, note: 'x'.repeat(40_000) }, address)).statusCode).toBe(413);
    expect(await stockOf(part.id)).toEqual({ stock: 5, inStock: true });
  });

  it('lets one address send 5 order requests an hour, then says to wait; a robot filling the trap field is answered and nothing is taken', async () => {
    const part = await insertPart(context().database.db, { stock: 50 });
    const body = { ...details, lines: [{ partId: part.id, quantity: 1 }] };
    const address = nextAddress();
    for (let i = 0; i < 5; i++) expect((await send(body, address)).statusCode).toBe(201);
    const refused = await send(body, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You have sent several order requests in a short time. Please wait an hour and try again; your cart is still here.');
    const robot = await send({ ...body, website: 'http://spam.example' });
    expect(robot.statusCode).toBe(201);
    expect(await stockOf(part.id)).toEqual({ stock: 45, inStock: true });
  });

  it('keeps order requests to administrators, who confirm, ship or cancel them; cancelling puts the parts back on the shelf', async () => {
    const { db } = context().database;
    expect((await context().app.inject({ url: '/api/admin/order-requests' })).statusCode).toBe(401);
    expect((await context().app.inject({ method: 'PUT', url: '/api/admin/order-requests/1/status', payload: { status: 'cancelled' }, headers: { origin: TEST_ORIGIN } })).statusCode).toBe(401);

    const emptied = await insertPart(db, { stock: 2 });
    const kept = await insertPart(db, { stock: 5 });
    const order = (await send({ ...details, name: 'Cancel Me', lines: [{ partId: emptied.id, quantity: 2 }, { partId: kept.id, quantity: 1 }] })).json();
    expect(await stockOf(emptied.id)).toEqual({ stock: 0, inStock: false });
    expect((await adminApi('PUT', `/api/admin/order-requests/${order.id}/status`, { status: 'confirmed' })).json()).toMatchObject({ status: 'confirmed' });
    const cancelled = await adminApi('PUT', `/api/admin/order-requests/${order.id}/status`, { status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(emptied.id)).toEqual({ stock: 2, inStock: true });
    expect(await stockOf(kept.id)).toEqual({ stock: 5, inStock: true });
    const again = await adminApi('PUT', `/api/admin/order-requests/${order.id}/status`, { status: 'shipped' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An order request that is cancelled cannot be marked shipped');
    expect(await stockOf(emptied.id)).toEqual({ stock: 2, inStock: true });

    const shipped = (await send({ ...details, name: 'Ship Me', lines: [{ partId: kept.id, quantity: 1 }] })).json();
    expect((await adminApi('PUT', `/api/admin/order-requests/${shipped.id}/status`, { status: 'shipped' })).json().message).toBe('An order request that is new cannot be marked shipped');
    await adminApi('PUT', `/api/admin/order-requests/${shipped.id}/status`, { status: 'confirmed' });
    expect((await adminApi('PUT', `/api/admin/order-requests/${shipped.id}/status`, { status: 'shipped' })).json()).toMatchObject({ status: 'shipped' });
    expect((await adminApi('PUT', `/api/admin/order-requests/${shipped.id}/status`, { status: 'cancelled' })).statusCode).toBe(409);
    expect(await stockOf(kept.id)).toEqual({ stock: 4, inStock: true });

    const onlyShipped = (await adminApi('GET', '/api/admin/order-requests?status=shipped')).json();
    expect(onlyShipped.items.map((item: { id: number }) => item.id)).toContain(shipped.id);
    expect(onlyShipped.items.every((item: { status: string }) => item.status === 'shipped')).toBe(true);
    expect((await adminApi('GET', '/api/admin/order-requests?status=lost')).statusCode).toBe(400);
    expect((await adminApi('GET', '/api/admin/order-requests/999999')).json().message).toBe('Order request not found');

    const audit = await db.select().from(activityLog).where(eq(activityLog.entityId, String(order.id)));
    expect(audit.map((entry) => entry.summary)).toEqual([
      `Order request #${order.id} from Cancel Me: 3 parts, $30.00`,
      `Marked order request #${order.id} from Cancel Me as confirmed`,
      `Cancelled order request #${order.id} from Cancel Me; its parts are back in stock`,
    ]);
  });

  it('exports order requests to CSV for the owner, a row per part, with what buyers typed kept from running as a formula', async () => {
    const { db } = context().database;
    const part = await insertPart(db, { name: 'Horn Relay', regularPrice: '18.00', stock: 5 });
    const other = await insertPart(db, { name: 'Horn Button', regularPrice: '42.50', stock: 5 });
    const order = (await send({ ...details, name: '=HYPERLINK("http://evil.example")', note: 'Line one,\n"two"', lines: [{ partId: part.id, quantity: 2 }, { partId: other.id, quantity: 1 }] })).json();
    expect((await context().app.inject({ url: '/api/admin/exports/order-requests.csv' })).statusCode).toBe(401);
    const response = await adminApi('GET', '/api/admin/exports/order-requests.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const rows = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Request', 'Received', 'Status', 'Name', 'Email', 'Phone', 'Street address', 'Town or city', 'State or region', 'ZIP or postal code', 'Country', 'Note', 'SKU', 'Part', 'Unit price', 'Quantity', 'Request total']);
    const ours = rows.filter((row) => row[0] === String(order.id));
    expect(ours.map((row) => [row[2], row[3], row[11], row[13], row[14], row[15], row[16]])).toEqual([
      ['New', "'=HYPERLINK(\"http://evil.example\")", 'Line one,\n"two"', 'Horn Relay', '18.00', '2', '78.50'],
      ['New', "'=HYPERLINK(\"http://evil.example\")", 'Line one,\n"two"', 'Horn Button', '42.50', '1', '78.50'],
    ]);
  });

  it('exports the order requests of one status, as the list filtered by it shows them', async () => {
    const { db } = context().database;
    const part = await insertPart(db, { name: 'Dome Lamp Lens', regularPrice: '12.00', stock: 9 });
    const fresh = (await send({ ...details, lines: [{ partId: part.id, quantity: 1 }] })).json();
    const confirmed = (await send({ ...details, lines: [{ partId: part.id, quantity: 2 }] })).json();
    expect((await adminApi('PUT', `/api/admin/order-requests/${confirmed.id}/status`, { status: 'confirmed' })).statusCode).toBe(200);
    const exported = async (status: string) => {
      const response = await adminApi('GET', `/api/admin/exports/order-requests.csv?status=${status}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(new RegExp(`filename="order-requests-${status}-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
      const rows = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data.slice(1);
      return new Set(rows.map((row) => [row[0], row[2]].join(' ')));
    };
    const confirmedRows = await exported('confirmed');
    expect(confirmedRows.has(`${confirmed.id} Confirmed`)).toBe(true);
    expect([...confirmedRows].every((row) => row.endsWith(' Confirmed'))).toBe(true);
    const newRows = await exported('new');
    expect(newRows.has(`${fresh.id} New`)).toBe(true);
    expect(newRows.has(`${confirmed.id} Confirmed`)).toBe(false);
    const wrong = await adminApi('GET', '/api/admin/exports/order-requests.csv?status=lost');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('Status must be one of new, confirmed, shipped, cancelled');
    const elsewhere = await adminApi('GET', '/api/admin/exports/parts.csv?status=new');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('Only the order requests export can be filtered by status');
  });

  it('keeps a line whose part is deleted later, with its part number, name and price', async () => {
    const { db } = context().database;
    const part = await insertPart(db, { name: 'Discontinued Badge', regularPrice: '42.00', stock: 3 });
    const order = (await send({ ...details, lines: [{ partId: part.id, quantity: 1 }] })).json();
    await db.delete(parts).where(eq(parts.id, part.id));
    expect((await adminApi('GET', `/api/admin/order-requests/${order.id}`)).json().lines).toEqual([
      { partId: null, sku: part.sku, name: 'Discontinued Badge', unitPrice: '42.00', quantity: 1 },
    ]);
    expect((await adminApi('PUT', `/api/admin/order-requests/${order.id}/status`, { status: 'cancelled' })).json()).toMatchObject({ status: 'cancelled' });
  });
});
