import fs from 'node:fs';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';

import type { Part } from '../../../domain/catalog.schema.ts';
import { MAX_IMAGE_BYTES } from '../../../domain/images.ts';
import type { PartInput } from '../../../domain/part.schema.ts';
import { activityLog, parts } from '../../db/schema/index.ts';
import { buildPartInput } from '../../testing/builders.ts';
import { multipartBody, type UploadFile } from '../../testing/multipart.ts';
import { adminHeaders } from '../../testing/sign-in.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';

const NEW_PART: PartInput = buildPartInput({ sku: 'SS-TEST-0001' });

async function png(width = 120, height = 90): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b3202a' } }).png().toBuffer();
}

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 150, channels: 3, background: '#1f4e8c' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Owner', Artist: 'Shop Owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 38/1 0/1' } })
    .toBuffer();
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

  beforeAll(async () => {
    headers = await adminHeaders(context());
  });

  it('creates a part, returns it with 201 and records it in the audit log', async () => {
    const response = await api('POST', '/api/admin/parts', NEW_PART);
    expect(response.statusCode).toBe(201);
    const part = response.json() as Part;
    expect(part).toMatchObject({ sku: 'SS-TEST-0001', regularPrice: '34.50', weightLbs: '0.40', categories: ['Tail Lamp Lenses'], images: [] });
    const [entry] = await context().database.db.select().from(activityLog).where(eq(activityLog.entityId, String(part.id)));
    expect(entry).toMatchObject({ action: 'create', entityType: 'part' });
  });

  it('refuses what the form refuses, with the same messages', async () => {
    const cases: [Partial<PartInput> & Record<string, unknown>, string][] = [
      [{ sku: '  ' }, 'SKU is required'],
      [{ name: '' }, 'Name is required'],
      [{ make: 'Ford' as 'Pontiac' }, 'Please select a make'],
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
      const response = await api('POST', '/api/admin/parts', { ...NEW_PART, sku: 'SS-TEST-BAD', ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('answers a duplicate SKU with its message and keeps the first part', async () => {
    const response = await api('POST', '/api/admin/parts', { ...NEW_PART, name: 'Another' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'DUPLICATE_SKU', message: 'SKU "SS-TEST-0001" already exists' });
  });

  it('updates a part when it has not changed since it was read, and answers 409 when it has', async () => {
    const list = (await api('GET', '/api/admin/parts?search=SS-TEST-0001')).json() as { items: Part[] };
    const part = list.items[0]!;
    const first = await api('PUT', `/api/admin/parts/${part.id}`, { part: { ...NEW_PART, stock: 9 }, expectedUpdatedAt: part.updatedAt });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ stock: 9 });
    const stale = await api('PUT', `/api/admin/parts/${part.id}`, { part: { ...NEW_PART, stock: 1 }, expectedUpdatedAt: part.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('STALE');
    expect((await api('GET', `/api/admin/parts/${part.id}`)).json()).toMatchObject({ stock: 9 });
    const missing = await api('PUT', '/api/admin/parts/999999', { part: NEW_PART, expectedUpdatedAt: part.updatedAt });
    expect(missing.statusCode).toBe(404);
  });

  it('lists parts page by page, searching names and part numbers however typed', async () => {
    for (let i = 0; i < 3; i++) await api('POST', '/api/admin/parts', { ...NEW_PART, sku: `977-51${i}0`, name: `Grille Bar ${i}` });
    const bySku = (await api('GET', '/api/admin/parts?search=9775110')).json();
    expect(bySku.items.map((item: Part) => item.sku)).toEqual(['977-5110']);
    const page = (await api('GET', '/api/admin/parts?search=grille&sort=name&pageSize=2&page=2')).json();
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((item: Part) => item.name)).toEqual(['Grille Bar 2']);
  });

  it('uploads pictures checked by content, re-encoded as WebP without their metadata, in three sizes', async () => {
    const part = (await api('GET', '/api/admin/parts?search=SS-TEST-0001')).json().items[0] as Part;
    const response = await upload(part.id, [
      { filename: 'Lens photo (front).jpg', contentType: 'image/jpeg', content: await jpegWithGps() },
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
      }
    }
  });

  it('refuses fake, oversized, too many and too large pictures with clear messages, storing nothing', async () => {
    const part = (await api('GET', '/api/admin/parts?search=SS-TEST-0001')).json().items[0] as Part;
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
    const part = (await api('GET', '/api/admin/parts?search=SS-TEST-0001')).json().items[0] as Part;
    const polyglot = Buffer.concat([await png(), Buffer.from('<html><script>alert(1)</script></html>')]);
    const response = await upload(part.id, [{ filename: 'poly.png', contentType: 'image/png', content: polyglot }]);
    expect(response.statusCode).toBe(200);
    const key = (response.json() as Part).images.at(-1)!;
    const served = await context().app.inject({ url: `/media/partimages/${key}` });
    expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('reorders and removes pictures, deleting the removed files', async () => {
    const part = (await api('GET', '/api/admin/parts?search=SS-TEST-0001')).json().items[0] as Part;
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
    const part = (await api('GET', '/api/admin/parts?search=SS-TEST-0001')).json().items[0] as Part;
    const before = storedFiles();
    expect((await api('DELETE', `/api/admin/parts/${part.id}`)).statusCode).toBe(204);
    expect(storedFiles()).toBe(before - part.images.length * 3);
    expect(await context().database.db.select().from(parts).where(eq(parts.id, part.id))).toEqual([]);
    expect((await api('DELETE', `/api/admin/parts/${part.id}`)).statusCode).toBe(404);
  });
});
