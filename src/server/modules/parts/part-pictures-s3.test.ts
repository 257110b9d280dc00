import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PART_IMAGES_BUCKET } from '../../../domain/images.ts';
import type { Part } from '../../../domain/part.schema.ts';
import { buildApp, type App } from '../../app.ts';
import { openStorage } from '../../storage/open-storage.ts';
import type { ObjectStorage } from '../../storage/storage.ts';
import { buildPartInput } from '../../testing/builders.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { startS3Server, type TestS3Server } from '../../testing/s3-server.ts';
import { adminHeaders } from '../../testing/sign-in.ts';
import { openTestDatabase, testConfig } from '../../testing/test-database.ts';

/** The parts back office with its pictures in an S3 bucket (S3_ENDPOINT set), through the real API. */
describe('part pictures in S3-compatible storage', () => {
  let s3: TestS3Server;
  let app: App;
  let storage: ObjectStorage;
  let dispose: () => Promise<void>;
  let headers: { cookie: string; origin: string };

  beforeAll(async () => {
    s3 = await startS3Server();
    const opened = await openTestDatabase('pglite');
    dispose = opened.dispose;
    const config = testConfig({ S3_ENDPOINT: s3.settings.endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_BUCKET: s3.settings.bucket });
    storage = await openStorage(config);
    app = await buildApp({ config, database: opened.database, storage });
    headers = await adminHeaders({ database: opened.database, app });
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
    await s3?.close();
  });

  const bucketKeys = async (): Promise<string[]> => {
    const keys: string[] = [];
    for await (const { key } of storage.list(PART_IMAGES_BUCKET)) keys.push(key);
    return keys.sort();
  };
  const withPictures = async (): Promise<Part> => {
    const created = await app.inject({ method: 'POST', url: '/api/admin/parts', headers, payload: buildPartInput() });
    const part = created.json() as Part;
    const pictures = await Promise.all([0, 1].map(async (i) => ({ filename: `lens-${i}.png`, contentType: 'image/png', content: await sharp({ create: { width: 900 + i, height: 600, channels: 3, background: '#b3202a' } }).png().toBuffer() })));
    const body = multipartBody(pictures);
    const response = await app.inject({ method: 'POST', url: `/api/admin/parts/${part.id}/images`, payload: body.payload, headers: { ...headers, ...body.headers } });
    expect(response.statusCode).toBe(200);
    return response.json() as Part;
  };

  it('is ready when the bucket answers', async () => {
    expect((await app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready', database: 'up', storage: 'up' });
  });

  it('stores every picture in the bucket in its three sizes, and serves them with a year of caching', async () => {
    const part = await withPictures();
    const keys = await bucketKeys();
    for (const key of part.images) {
      expect(keys).toEqual(expect.arrayContaining([key, `w320/${key}`, `w800/${key}`]));
      for (const [variant, width] of [['', null], ['w800/', 800], ['w320/', 320]] as const) {
        const served = await app.inject({ url: `/media/partimages/${variant}${key}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata.format).toBe('webp');
        if (width) expect(metadata.width).toBe(width);
      }
    }
  });

  it('removes a picture from the bucket with all its sizes, and deletes the rest with the part', async () => {
    const part = await withPictures();
    const [removed, kept] = part.images as [string, string];
    const answer = await app.inject({ method: 'DELETE', url: `/api/admin/parts/${part.id}/images/${encodeURIComponent(removed)}`, headers });
    expect(answer.json().images).toEqual([kept]);
    let keys = await bucketKeys();
    expect(keys.filter((key) => key.endsWith(removed))).toEqual([]);
    expect(keys.filter((key) => key.endsWith(kept))).toHaveLength(3);
    expect((await app.inject({ url: `/media/partimages/w320/${removed}` })).statusCode).toBe(404);

    expect((await app.inject({ method: 'DELETE', url: `/api/admin/parts/${part.id}`, headers })).statusCode).toBe(204);
    keys = await bucketKeys();
    expect(keys.filter((key) => key.endsWith(kept))).toEqual([]);
  });
});
