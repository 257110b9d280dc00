import fs from 'node:fs';
import path from 'node:path';

import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';

import { type Part } from '../../../domain/part.schema.ts';
import { MAX_IMAGE_BYTES } from '../../../domain/images.ts';
import { MAX_BULK_PARTS, PRICE_PERCENT_MESSAGE } from '../../../domain/part-bulk.schema.ts';
import { type PartInput } from '../../../domain/part-input.schema.ts';
import { LOW_STOCK_UNITS } from '../../../domain/admin-parts.schema.ts';
import { activityLog, parts } from '../../db/schema/index.ts';
import { buildPartInput } from '../../testing/builders.ts';
import { multipartBody, type UploadFile } from '../../testing/multipart.ts';
import { adminHeaders } from '../../testing/sign-in.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';


async function png(width = 120, height = 90): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b3202a' } }).png().toBuffer();
}

const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Shop Owner XMP"/></rdf:RDF></x:xmpmeta>';

/** A photo as a phone takes it: EXIF with the owner's name, a GPS position, and XMP. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 150, channels: 3, background: '#1f4e8c' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Owner', Artist: 'Shop Owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 38/1 0/1' } })
    .withXmp(XMP)
    .toBuffer();
}

/** Whether an EXIF block has a GPS section (the GPSInfo pointer, tag 0x8825, in either byte order). */
function hasGps(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

describeEachDatabase('parts back office API', (context) => {
  let headers: { cookie: string; origin: string };
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    context().app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const upload = (id: number, files: UploadFile[]) => {
    const body = multipartBody(files);
    return context().app.inject({ method: 'POST', url: `/api/admin/parts/${id}/images`, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  const storedFiles = () => {
    const dir = path.join(context().storageDir, 'partimages');
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((entry) => String(entry).endsWith('.webp')).length : 0;
  };
  /** A part of the test's own, made through the API. */
  const createPart = async (overrides: Partial<PartInput> = {}): Promise<Part> => {
    const response = await api('POST', '/api/admin/parts', buildPartInput(overrides));
    if (response.statusCode !== 201) throw new Error(`Could not create the test's part: ${response.body}`);
    return response.json() as Part;
  };
  const withPictures = async (count: number): Promise<Part> => {
    const part = await createPart();
    const response = await upload(part.id, await Promise.all(Array.from({ length: count }, async (_, i) => ({ filename: `pic-${i}.png`, contentType: 'image/png', content: await png(40 + i, 30) }))));
    if (response.statusCode !== 200) throw new Error(`Could not add the test's pictures: ${response.body}`);
    return response.json() as Part;
  };
  const auditOf = (part: { id: number }) =>
    context().database.db.select().from(activityLog).where(eq(activityLog.entityId, String(part.id))).orderBy(asc(activityLog.id));

  beforeAll(async () => {
    headers = await adminHeaders(context());
  });

  it('creates a part, returns it with 201 and records it in the audit log', async () => {
    const response = await api('POST', '/api/admin/parts', buildPartInput({ sku: 'SS-CREATE-0001' }));
    expect(response.statusCode).toBe(201);
    const part = response.json() as Part;
    expect(part).toMatchObject({ sku: 'SS-CREATE-0001', regularPrice: '34.50', weightLbs: '0.40', categories: ['Tail Lamp Lenses'], images: [] });
    expect(await auditOf(part)).toEqual([expect.objectContaining({ action: 'create', entityType: 'part', summary: `Created part SS-CREATE-0001 ${part.name}` })]);
  });

  it('refuses what the form refuses, with the same messages', async () => {
    const cases: [Partial<PartInput> & Record<string, unknown>, string][] = [
      [{ sku: '  ' }, 'SKU is required'],
      [{ name: '' }, 'Name is required'],
      [{ make: '' }, 'Please select a make'],
      [{ make: [' ', ','] as unknown as string }, 'Please select a make'],
      [{ make: 'Ford' }, 'Unknown make "Ford": add it in Vehicle Management first'],
      [{ model: '' }, 'Model is required'],
      [{ yearStart: 1899 }, 'Start year must be between 1900 and 2040'],
      [{ yearEnd: 2041 }, 'End year must be between 1900 and 2040'],
      [{ yearStart: 1956, yearEnd: 1955 }, 'End year cannot be before start year'],
      [{ regularPrice: -1 }, 'Price cannot be negative'],
      [{ regularPrice: 1.234 }, 'Price can have at most two decimals'],
      [{ stock: 1.5 }, 'Stock must be a whole number'],
      [{ stock: -1 }, 'Stock cannot be negative'],
      [{ categories: [] }, 'Please select at least one category'],
      [{ weightLbs: -2 }, 'Weight cannot be negative'],
    ];
    for (const [change, message] of cases) {
      const response = await api('POST', '/api/admin/parts', { ...buildPartInput(), ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('keeps every make of a part that fits several, spelled as Vehicle Management spells them, through save after save', async () => {
    const part = await createPart({ make: ['oakland', 'PONTIAC', 'Oakland'] as unknown as string });
    expect(part.make).toBe('Oakland, Pontiac');
    const opened = (await api('GET', `/api/admin/parts/${part.id}`)).json() as Part;
    const saved = await api('PUT', `/api/admin/parts/${part.id}`, { part: buildPartInput({ sku: opened.sku, make: opened.make }), expectedUpdatedAt: opened.updatedAt });
    expect(saved.json().make).toBe('Oakland, Pontiac');
    for (const make of ['Oakland', 'Pontiac']) {
      const found = (await context().app.inject({ url: `/api/catalog/search?make=${make}&partNumber=${encodeURIComponent(part.sku)}` })).json();
      expect(found.items.map((item: Part) => item.id), make).toEqual([part.id]);
    }
  });

  it('answers a duplicate SKU with its message and keeps the first part', async () => {
    const first = await createPart();
    const response = await api('POST', '/api/admin/parts', buildPartInput({ sku: first.sku, name: 'Another' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'DUPLICATE_SKU', message: `SKU "${first.sku}" already exists` });
    expect((await api('GET', `/api/admin/parts/${first.id}`)).json()).toMatchObject({ name: first.name });
  });

  it('updates a part when it has not changed since it was read, and answers 409 when it has', async () => {
    const part = await createPart();
    const input = buildPartInput({ sku: part.sku });
    const first = await api('PUT', `/api/admin/parts/${part.id}`, { part: { ...input, stock: 9 }, expectedUpdatedAt: part.updatedAt });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ stock: 9 });
    const stale = await api('PUT', `/api/admin/parts/${part.id}`, { part: { ...input, stock: 1 }, expectedUpdatedAt: part.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('STALE');
    expect((await api('GET', `/api/admin/parts/${part.id}`)).json()).toMatchObject({ stock: 9 });
    const missing = await api('PUT', '/api/admin/parts/999999', { part: input, expectedUpdatedAt: part.updatedAt });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This part no longer exists: it was deleted since you opened it. Nothing was saved.');
  });

  it('refuses to delete a part changed since its admin last saw it, keeping it, and deletes it on the version now', async () => {
    const part = await createPart();
    const changed = await api('PUT', `/api/admin/parts/${part.id}`, { part: { ...buildPartInput({ sku: part.sku }), stock: 4 }, expectedUpdatedAt: part.updatedAt });
    expect(changed.statusCode).toBe(200);
    const stale = await api('DELETE', `/api/admin/parts/${part.id}?expectedUpdatedAt=${encodeURIComponent(part.updatedAt)}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'STALE', message: 'This part was changed by someone else since you last saw it. Nothing was deleted: the list now shows it as it is; delete it again if you still mean to.' });
    expect((await api('GET', `/api/admin/parts/${part.id}`)).json()).toMatchObject({ stock: 4 });
    expect((await api('DELETE', `/api/admin/parts/${part.id}?expectedUpdatedAt=${encodeURIComponent(changed.json().updatedAt)}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/admin/parts/${part.id}`)).statusCode).toBe(404);
  });

  it('lets exactly one of two saves sent at once from the same version win; the other gets 409', async () => {
    const part = await createPart();
    const save = (stock: number) => api('PUT', `/api/admin/parts/${part.id}`, { part: buildPartInput({ sku: part.sku, stock }), expectedUpdatedAt: part.updatedAt });
    const [a, b] = await Promise.all([save(11), save(22)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 11 : 22;
    expect((await api('GET', `/api/admin/parts/${part.id}`)).json()).toMatchObject({ stock: winner });
    expect((await auditOf(part)).map((entry) => entry.action)).toEqual(['create', 'update']);
  });

  it('writes an audit row for every update, picture change and delete, and none for a write that failed', async () => {
    const part = await withPictures(2);
    const other = await createPart();
    const clash = await api('PUT', `/api/admin/parts/${part.id}`, { part: buildPartInput({ sku: other.sku }), expectedUpdatedAt: part.updatedAt });
    expect(clash.statusCode).toBe(409);
    const tooMany = await upload(part.id, await Promise.all([1, 2, 3, 4].map(async (i) => ({ filename: `more-${i}.png`, contentType: 'image/png', content: await png(50 + i, 50) }))));
    expect(tooMany.statusCode).toBe(400);
    expect((await auditOf(part)).map((entry) => entry.summary)).toEqual([`Created part ${part.sku} ${part.name}`, `Added 2 pictures to ${part.sku}`]);

    const updated = await api('PUT', `/api/admin/parts/${part.id}`, { part: buildPartInput({ sku: part.sku, name: 'Renamed lens' }), expectedUpdatedAt: part.updatedAt });
    expect(updated.statusCode).toBe(200);
    await api('PUT', `/api/admin/parts/${part.id}/images`, { images: [...part.images].reverse() });
    await api('DELETE', `/api/admin/parts/${part.id}/images/${encodeURIComponent(part.images[0]!)}`);
    await api('DELETE', `/api/admin/parts/${part.id}`);
    expect((await auditOf(part)).map((entry) => [entry.action, entry.summary])).toEqual([
      ['create', `Created part ${part.sku} ${part.name}`],
      ['update', `Added 2 pictures to ${part.sku}`],
      ['update', `Updated part ${part.sku} Renamed lens`],
      ['update', `Reordered the pictures of ${part.sku}`],
      ['update', `Removed a picture from ${part.sku}`],
      ['delete', `Deleted part ${part.sku} Renamed lens`],
    ]);
  });

  it('lists parts page by page, searching names and part numbers however typed', async () => {
    const token = `Grille${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createPart({ name: `${token} Bar ${i}` }));
    const typed = made[1]!.sku.toLowerCase().replace('-', ' ');
    const bySku = (await api('GET', `/api/admin/parts?search=${encodeURIComponent(typed)}`)).json();
    expect(bySku.items.map((item: Part) => item.sku)).toEqual([made[1]!.sku]);
    const page = (await api('GET', `/api/admin/parts?search=${token}&sort=name&pageSize=2&page=2`)).json();
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((item: Part) => item.name)).toEqual([`${token} Bar 2`]);
  });

  it('filters the list by stock: the parts a visitor can order, those running low, those that cannot be ordered; fewest first', async () => {
    const token = `Stock${Date.now().toString(36)}`;
    const before = (await api('GET', '/api/admin/dashboard')).json();
    const plenty = await createPart({ name: `${token} Plenty`, stock: 10 });
    await createPart({ name: `${token} Low`, stock: LOW_STOCK_UNITS });
    await createPart({ name: `${token} Empty shelf`, stock: 0, inStock: true });
    await createPart({ name: `${token} Marked out`, stock: 5, inStock: false });
    const listed = async (query: string) => ((await api('GET', `/api/admin/parts?search=${token}&${query}`)).json().items as Part[]).map((item) => item.name.replace(`${token} `, ''));
    expect(await listed('stock=in&sort=name')).toEqual(['Low', 'Plenty']);
    expect(await listed('stock=low')).toEqual(['Low']);
    expect(await listed('stock=out&sort=name')).toEqual(['Empty shelf', 'Marked out']);
    // Fewest a visitor can order first: a part marked out of stock has none to order, whatever its count.
    expect(await listed('sort=stock_asc')).toEqual(['Empty shelf', 'Marked out', 'Low', 'Plenty']);
    // The dashboard's tiles count as the filters do.
    expect((await api('GET', '/api/admin/dashboard')).json()).toMatchObject({ outOfStock: before.outOfStock + 2, lowStock: before.lowStock + 1 });
    const wrong = await api('GET', '/api/admin/parts?stock=gone');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('Stock must be in, low, out or wanted');
    // A count edited down to one: the part is among the low ones at once.
    const edited = await api('PUT', `/api/admin/parts/${plenty.id}`, { part: buildPartInput({ sku: plenty.sku, name: plenty.name, stock: 1 }), expectedUpdatedAt: plenty.updatedAt });
    expect(edited.statusCode).toBe(200);
    expect(await listed('stock=low&sort=name')).toEqual(['Low', 'Plenty']);
  });

  it('lists as low on stock the parts at or below the owner\'s mark in Shop settings, in the list, its export and the dashboard', async () => {
    const token = `Mark${Date.now().toString(36)}`;
    await createPart({ name: `${token} Five`, stock: 5 });
    await createPart({ name: `${token} Six`, stock: 6 });
    const settings = async (lowStockUnits: number) => {
      const current = (await api('GET', '/api/admin/settings')).json();
      expect((await api('PUT', '/api/admin/settings', { ...current, lowStockUnits })).statusCode).toBe(200);
    };
    const listed = async () => ((await api('GET', `/api/admin/parts?search=${token}&stock=low&sort=name`)).json().items as Part[]).map((item) => item.name.replace(`${token} `, ''));
    const exported = async () => (await api('GET', `/api/admin/exports/parts.csv?search=${token}&stock=low`)).body.split('\r\n').slice(1, -1).length;
    expect(await listed()).toEqual([]);
    await settings(5);
    try {
      expect(await listed()).toEqual(['Five']);
      expect(await exported()).toBe(1);
      const lowAtFive = (await api('GET', '/api/admin/dashboard')).json().lowStock;
      await settings(6);
      expect(await listed()).toEqual(['Five', 'Six']);
      expect((await api('GET', '/api/admin/dashboard')).json().lowStock).toBeGreaterThanOrEqual(lowAtFive + 1);
    } finally {
      await settings(LOW_STOCK_UNITS);
    }
  });

  it('finds a name however its marks, spaces and accents are typed, as the catalogue\'s search does', async () => {
    const token = `Shock${Date.now().toString(36)}`;
    const part = await createPart({ name: `Ride-Master ${token} Absorber, Business Coupé` });
    for (const typed of ['ride master', 'Ride-Master', `${token} absorber business coupe`, 'coupé', `${token}`]) {
      const found = (await api('GET', `/api/admin/parts?search=${encodeURIComponent(typed)}`)).json();
      expect({ typed, skus: found.items.map((item: Part) => item.sku) }).toEqual({ typed, skus: expect.arrayContaining([part.sku]) });
    }
    const elsewhere = (await api('GET', `/api/admin/parts?search=${encodeURIComponent(`${token} gasket`)}`)).json();
    expect(elsewhere.items).toEqual([]);
  });

  it('uploads pictures checked by content, re-encoded as WebP without their metadata, in three sizes', async () => {
    const photo = await jpegWithGps();
    // The fixture must carry what the upload has to remove, or the test proves nothing.
    const original = await sharp(photo).metadata();
    expect(original.exif?.includes(Buffer.from('Shop Owner'))).toBe(true);
    expect(hasGps(original.exif!)).toBe(true);
    expect(original.xmp?.includes(Buffer.from('Shop Owner XMP'))).toBe(true);

    const part = await createPart();
    const response = await upload(part.id, [
      { filename: 'Lens photo (front).jpg', contentType: 'image/jpeg', content: photo },
      { filename: 'back.png', contentType: 'image/png', content: await png() },
    ]);
    expect(response.statusCode).toBe(200);
    const updated = response.json() as Part;
    expect(updated.images).toHaveLength(2);
    expect(updated.images[0]).toMatch(/^\d{13}-[0-9a-f]{12}-Lensphotofront\.webp$/);
    for (const key of updated.images) {
      for (const variant of ['', 'w800/', 'w320/']) {
        const served = await context().app.inject({ url: `/media/partimages/${variant}${key}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toContain('immutable');
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(served.rawPayload.includes(Buffer.from('Shop Owner'))).toBe(false);
      }
    }
  });

  it('refuses fake, oversized, too many and too large pictures with clear messages, storing nothing', async () => {
    const part = await withPictures(2);
    const before = storedFiles();
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const truncated = (await png()).subarray(0, 40);
    const refusals: [UploadFile[], number, string][] = [
      [[{ filename: 'photo.jpg', contentType: 'image/jpeg', content: html }], 400, 'Only image files are allowed'],
      [[{ filename: 'logo.svg', contentType: 'image/svg+xml', content: svg }], 400, 'Only image files are allowed'],
      [[{ filename: 'notes.txt', contentType: 'text/plain', content: Buffer.from('hello') }], 400, 'Only image files are allowed'],
      [[{ filename: 'broken.png', contentType: 'image/png', content: truncated }], 400, 'Only image files are allowed'],
      [[{ filename: 'huge.png', contentType: 'image/png', content: Buffer.concat([await png(), Buffer.alloc(MAX_IMAGE_BYTES)]) }], 413, 'File size must be less than 5MB'],
      [[{ filename: 'bomb.png', contentType: 'image/png', content: await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } }).png().toBuffer() }], 400, 'This picture has too many pixels (at most 40 megapixels)'],
      [Array.from({ length: 4 }, (_, i) => ({ filename: `extra-${i}.png`, contentType: 'image/png', content: Buffer.alloc(0) })), 400, 'Only image files are allowed'],
    ];
    for (const [files, status, message] of refusals) {
      const response = await upload(part.id, files);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const tooMany = await upload(part.id, await Promise.all([1, 2, 3, 4].map(async (i) => ({ filename: `more-${i}.png`, contentType: 'image/png', content: await png(50 + i, 50) }))));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('A part can have at most 5 pictures');
    expect(storedFiles()).toBe(before);
    expect((await api('GET', `/api/admin/parts/${part.id}`)).json().images).toHaveLength(2);
  });

  it('re-encodes a polyglot (a picture with a script behind it) to the picture alone', async () => {
    const part = await createPart();
    const polyglot = Buffer.concat([await png(), Buffer.from('<html><script>alert(1)</script></html>')]);
    const response = await upload(part.id, [{ filename: 'poly.png', contentType: 'image/png', content: polyglot }]);
    expect(response.statusCode).toBe(200);
    const key = (response.json() as Part).images.at(-1)!;
    const served = await context().app.inject({ url: `/media/partimages/${key}` });
    expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('reorders and removes pictures, deleting the removed files', async () => {
    const part = await withPictures(2);
    const reversed = [...part.images].reverse();
    expect((await api('PUT', `/api/admin/parts/${part.id}/images`, { images: reversed })).json().images).toEqual(reversed);
    expect((await api('PUT', `/api/admin/parts/${part.id}/images`, { images: [reversed[0]] })).statusCode).toBe(400);
    const before = storedFiles();
    const removed = await api('DELETE', `/api/admin/parts/${part.id}/images/${encodeURIComponent(reversed[0]!)}`);
    expect(removed.json().images).toEqual(reversed.slice(1));
    expect(storedFiles()).toBe(before - 3);
    expect((await context().app.inject({ url: `/media/partimages/${reversed[0]}` })).statusCode).toBe(404);
  });

  it('deletes a part with its pictures, leaving no files behind', async () => {
    const part = await withPictures(2);
    const before = storedFiles();
    expect((await api('DELETE', `/api/admin/parts/${part.id}`)).statusCode).toBe(204);
    expect(storedFiles()).toBe(before - 2 * 3);
    expect(await context().database.db.select().from(parts).where(eq(parts.id, part.id))).toEqual([]);
    expect((await api('DELETE', `/api/admin/parts/${part.id}`)).statusCode).toBe(404);
  });

  it('marks the chosen parts in or out of stock at once, writing only those that change, with one audit entry', async () => {
    const token = `Bulk${Date.now().toString(36)}`;
    const [a, b, c] = [await createPart({ name: `${token} A`, stock: 4 }), await createPart({ name: `${token} B`, stock: 2 }), await createPart({ name: `${token} C`, stock: 7, inStock: false })];
    const listed = async (query: string) => ((await api('GET', `/api/admin/parts?search=${token}&sort=name&${query}`)).json().items as Part[]).map((item) => item.name.replace(`${token} `, ''));
    const out = await api('POST', '/api/admin/parts/bulk', { action: 'out_of_stock', ids: [a.id, c.id] });
    expect(out.statusCode).toBe(200);
    // C was out of stock already: it is counted among the parts now out of stock, not written again.
    expect(out.json()).toEqual({ action: 'out_of_stock', count: 2, changed: 1 });
    expect(await listed('stock=out')).toEqual(['A', 'C']);
    const [unchanged] = await context().database.db.select({ updatedAt: parts.updatedAt }).from(parts).where(eq(parts.id, c.id));
    expect(unchanged!.updatedAt.toISOString()).toBe(c.updatedAt);
    const audit = await context().database.db.select().from(activityLog).where(eq(activityLog.summary, `Marked 2 parts out of stock: ${a.sku}, ${c.sku}`));
    expect(audit).toEqual([expect.objectContaining({ action: 'update', entityType: 'part', entityId: null })]);
    // An editor opened before the change is told the part changed, as for any other edit.
    const stale = await api('PUT', `/api/admin/parts/${a.id}`, { part: buildPartInput({ sku: a.sku, name: a.name }), expectedUpdatedAt: a.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect((await api('POST', '/api/admin/parts/bulk', { action: 'in_stock', ids: [a.id, b.id, c.id] })).json()).toEqual({ action: 'in_stock', count: 3, changed: 2 });
    expect(await listed('stock=in')).toEqual(['A', 'B', 'C']);
    // A change of one part names it, so the activity log links to it.
    expect((await api('POST', '/api/admin/parts/bulk', { action: 'out_of_stock', ids: [b.id] })).statusCode).toBe(200);
    expect((await auditOf(b)).map((entry) => entry.summary).at(-1)).toMatch(new RegExp(`out of stock: ${b.sku}$`));
  });

  it('files the chosen parts under a category, taking them out of another, writing only those that change, with one audit entry', async () => {
    const token = `File${Date.now().toString(36)}`;
    const section = (await api('POST', '/api/admin/sections', { name: `${token} Section` })).json();
    const category = async (name: string) => (await api('POST', '/api/admin/categories', { sectionId: section.id, name })).json().name as string;
    const [older, newer] = [await category(`${token} Emblems`), await category(`${token} Hood Ornaments`)];
    const [a, b, c] = [
      await createPart({ name: `${token} A`, categories: [older, 'Reproduction Parts'] }),
      await createPart({ name: `${token} B`, categories: [older] }),
      await createPart({ name: `${token} C`, categories: [newer] }),
    ];
    const categoriesOf = async (part: Part) => (await api('GET', `/api/admin/parts/${part.id}`)).json().categories as string[];

    const filed = await api('POST', '/api/admin/parts/bulk', { action: 'file', category: newer.toUpperCase(), from: older.toLowerCase(), ids: [a.id, b.id, c.id] });
    expect(filed.statusCode, filed.body).toBe(200);
    // C was filed there already, and not in the other: counted, not written again.
    expect(filed.json()).toEqual({ action: 'file', category: newer, from: older, count: 3, changed: 2 });
    expect(await categoriesOf(a)).toEqual(['Reproduction Parts', newer]);
    expect(await categoriesOf(b)).toEqual([newer]);
    expect(await categoriesOf(c)).toEqual([newer]);
    const [unchanged] = await context().database.db.select({ updatedAt: parts.updatedAt }).from(parts).where(eq(parts.id, c.id));
    expect(unchanged!.updatedAt.toISOString()).toBe(c.updatedAt);
    const audit = await context().database.db.select().from(activityLog).where(eq(activityLog.summary, `Filed 3 parts under ${newer}, taking them out of ${older}: ${a.sku}, ${b.sku}, ${c.sku}`));
    expect(audit).toHaveLength(1);
    const found = (await context().app.inject({ url: `/api/catalog/search?category=${encodeURIComponent(newer)}` })).json();
    expect(found.items.map((item: Part) => item.id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect((await context().app.inject({ url: `/api/catalog/search?category=${encodeURIComponent(older)}` })).json().total).toBe(0);

    // Filed under one more, the others kept.
    expect((await api('POST', '/api/admin/parts/bulk', { action: 'file', category: older, ids: [a.id] })).json()).toEqual({ action: 'file', category: older, count: 1, changed: 1 });
    expect(await categoriesOf(a)).toEqual(['Reproduction Parts', newer, older]);

    // A name that is no category (or a section's) is refused, and nothing is written.
    for (const name of [`${token} Nowhere`, section.name]) {
      const refused = await api('POST', '/api/admin/parts/bulk', { action: 'file', category: name, ids: [b.id] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(`There is no category named "${name}"`);
    }
    expect(await categoriesOf(b)).toEqual([newer]);
  });

  it('changes the chosen parts\' prices by a percentage, to the cent, all or none, with one audit entry', async () => {
    const token = `Price${Date.now().toString(36)}`;
    const [a, b, free] = [await createPart({ name: `${token} A`, regularPrice: 48.5 }), await createPart({ name: `${token} B`, regularPrice: 19.99 }), await createPart({ name: `${token} C`, regularPrice: 0 })];
    const prices = async () => ((await api('GET', `/api/admin/parts?search=${token}&sort=name`)).json().items as Part[]).map((item) => item.regularPrice);
    const shown = async () => (await context().app.inject({ url: `/api/catalog/parts/${a.id}` })).json().regularPrice as string;
    expect(await shown()).toBe('48.50');
    const raised = await api('POST', '/api/admin/parts/bulk', { action: 'price', percent: 5, ids: [a.id, b.id, free.id] });
    expect(raised.json()).toEqual({ action: 'price', percent: 5, keepCents: false, count: 3, changed: 2 });
    // 50.925 is 50.93 (half a cent up), 20.9895 is 20.99; a free part stays free and is not written.
    expect(await prices()).toEqual(['50.93', '20.99', '0.00']);
    const audit = await context().database.db.select().from(activityLog).where(eq(activityLog.summary, `Raised the prices of 3 parts by 5%: ${a.sku}, ${b.sku}, ${free.sku}`));
    expect(audit).toEqual([expect.objectContaining({ action: 'update', entityType: 'part' })]);
    // The shop shows the new price at once (its answers kept for the catalogue before are not served).
    expect(await shown()).toBe('50.93');
    expect((await api('POST', '/api/admin/parts/bulk', { action: 'price', percent: -12.5, ids: [a.id] })).json()).toEqual({ action: 'price', percent: -12.5, keepCents: false, count: 1, changed: 1 });
    expect(await prices()).toEqual(['44.56', '20.99', '0.00']);
    // A price that would pass the largest a part may have changes nothing.
    const dear = await createPart({ name: `${token} D`, regularPrice: 400_000 });
    const refused = await api('POST', '/api/admin/parts/bulk', { action: 'price', percent: 200, ids: [b.id, dear.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`The price of ${dear.sku} would pass $1,000,000.00; nothing was changed.`);
    expect(await prices()).toEqual(['44.56', '20.99', '0.00', '400000.00']);
    // Each price keeping its cents: 44.56 raised 10% is 49.02 (49.016), nearer 48.56 than 49.56; 20.99
    // is 23.09, so 22.99.
    const kept = await api('POST', '/api/admin/parts/bulk', { action: 'price', percent: 10, keepCents: true, ids: [a.id, b.id] });
    expect(kept.json()).toEqual({ action: 'price', percent: 10, keepCents: true, count: 2, changed: 2 });
    expect(await prices()).toEqual(['48.56', '22.99', '0.00', '400000.00']);
    const keptAudit = await context().database.db.select().from(activityLog).where(eq(activityLog.summary, `Raised the prices of 2 parts by 10%, each keeping its cents: ${a.sku}, ${b.sku}`));
    expect(keptAudit).toHaveLength(1);
  });

  it('deletes the chosen parts with their pictures, all or none: a part gone meanwhile changes nothing', async () => {
    const [pictured, plain, gone] = [await withPictures(1), await createPart(), await createPart()];
    expect((await api('DELETE', `/api/admin/parts/${gone.id}`)).statusCode).toBe(204);
    const before = storedFiles();
    const refused = await api('POST', '/api/admin/parts/bulk', { action: 'delete', ids: [pictured.id, plain.id, gone.id] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('1 of the 3 selected parts no longer exists. Reload the list; nothing was changed.');
    expect((await api('GET', `/api/admin/parts/${plain.id}`)).statusCode).toBe(200);
    expect(storedFiles()).toBe(before);
    const deleted = await api('POST', '/api/admin/parts/bulk', { action: 'delete', ids: [pictured.id, plain.id] });
    expect(deleted.json()).toEqual({ action: 'delete', count: 2, changed: 2 });
    expect(await context().database.db.select().from(parts).where(inArray(parts.id, [pictured.id, plain.id]))).toEqual([]);
    expect(storedFiles()).toBe(before - 3);
    const audit = await context().database.db.select().from(activityLog).where(eq(activityLog.summary, `Deleted 2 parts: ${pictured.sku}, ${plain.sku}`));
    expect(audit).toEqual([expect.objectContaining({ action: 'delete', entityType: 'part' })]);
  });

  it('refuses a change to chosen parts someone changed since the list showed them, changing none, and makes it on the versions now', async () => {
    const [a, b] = [await createPart(), await createPart()];
    const restocked = await api('PUT', `/api/admin/parts/${b.id}`, { part: { ...buildPartInput({ sku: b.sku }), stock: 7 }, expectedUpdatedAt: b.updatedAt });
    expect(restocked.statusCode).toBe(200);
    const stale = await api('POST', '/api/admin/parts/bulk', { action: 'price', percent: 10, ids: [a.id, b.id], versions: [a.updatedAt, b.updatedAt] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'STALE', message: `A selected part was changed by someone else since you last saw it (${b.sku}). Nothing was changed: the list now shows it as it is.` });
    expect((await api('GET', `/api/admin/parts/${a.id}`)).json()).toMatchObject({ regularPrice: a.regularPrice, updatedAt: a.updatedAt });
    const mismatched = await api('POST', '/api/admin/parts/bulk', { action: 'delete', ids: [a.id, b.id], versions: [a.updatedAt] });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().message).toContain('Name one version for each selected part');
    const deleted = await api('POST', '/api/admin/parts/bulk', { action: 'delete', ids: [a.id, b.id], versions: [a.updatedAt, restocked.json().updatedAt] });
    expect(deleted.json()).toEqual({ action: 'delete', count: 2, changed: 2 });
  });

  it('refuses a change to chosen parts it cannot read, with its reason', async () => {
    const part = await createPart();
    const cases: [unknown, string][] = [
      [{ action: 'paint', ids: [part.id] }, 'Action must be in_stock, out_of_stock, price, file or delete'],
      [{ action: 'price', ids: [part.id] }, 'A percentage goes with the price action, and with it alone'],
      [{ action: 'delete', percent: 5, ids: [part.id] }, 'A percentage goes with the price action, and with it alone'],
      [{ action: 'price', percent: -95, ids: [part.id] }, PRICE_PERCENT_MESSAGE],
      [{ action: 'price', percent: 501, ids: [part.id] }, PRICE_PERCENT_MESSAGE],
      [{ action: 'price', percent: 0, ids: [part.id] }, PRICE_PERCENT_MESSAGE],
      [{ action: 'price', percent: 2.125, ids: [part.id] }, PRICE_PERCENT_MESSAGE],
      [{ action: 'price', percent: '5', ids: [part.id] }, PRICE_PERCENT_MESSAGE],
      [{ action: 'in_stock', keepCents: true, ids: [part.id] }, 'Keeping the cents goes with the price action alone'],
      [{ action: 'price', percent: 5, keepCents: 'yes', ids: [part.id] }, 'keepCents must be true or false'],
      [{ action: 'file', ids: [part.id] }, 'A category goes with the file action, and with it alone'],
      [{ action: 'file', category: ' ', ids: [part.id] }, 'Choose a category'],
      [{ action: 'delete', category: 'Hood Ornaments', ids: [part.id] }, 'A category goes with the file action, and with it alone'],
      [{ action: 'file', category: 'Hood Ornaments', from: 'hood ornaments', ids: [part.id] }, 'Choose another category to take the parts out of'],
      [{ action: 'delete', ids: [] }, 'Select at least one part'],
      [{ action: 'delete', ids: Array.from({ length: MAX_BULK_PARTS + 1 }, (_, i) => i + 1) }, `Select at most ${MAX_BULK_PARTS} parts at a time`],
      [{ action: 'delete', ids: [part.id, part.id] }, 'Each part may be selected once'],
      [{ action: 'delete', ids: ['1; drop table parts'] }, 'Each part id must be a whole number'],
      [{ action: 'delete', ids: [0] }, 'Each part id must be positive'],
    ];
    for (const [body, message] of cases) {
      const response = await api('POST', '/api/admin/parts/bulk', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await api('GET', `/api/admin/parts/${part.id}`)).statusCode).toBe(200);
  });

  it('copies another part\'s pictures as files of its own: deleting the original leaves the copy\'s', async () => {
    const original = await withPictures(2);
    const copy = await createPart();
    const before = storedFiles();
    const copied = await api('POST', `/api/admin/parts/${copy.id}/images/copy`, { from: original.id });
    expect(copied.statusCode).toBe(200);
    const images = (copied.json() as Part).images;
    expect(images).toHaveLength(2);
    expect(images.some((key) => original.images.includes(key))).toBe(false);
    expect(storedFiles()).toBe(before + 2 * 3);
    expect((await api('DELETE', `/api/admin/parts/${original.id}`)).statusCode).toBe(204);
    for (const key of images) expect((await context().app.inject({ url: `/media/partimages/${key}` })).statusCode).toBe(200);

    // Past the per-part limit (two more would make six of five): refused, no file left behind.
    const four = await withPictures(4);
    const full = storedFiles();
    const refused = await api('POST', `/api/admin/parts/${four.id}/images/copy`, { from: copy.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A part can have at most 5 pictures');
    expect(storedFiles()).toBe(full);
    const gone = await api('POST', `/api/admin/parts/${copy.id}/images/copy`, { from: original.id });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('The part to copy the pictures from no longer exists');
    const bare = await createPart();
    expect((await api('POST', `/api/admin/parts/${copy.id}/images/copy`, { from: bare.id })).json().message).toBe(`${bare.sku} has no pictures to copy`);
  });
});
