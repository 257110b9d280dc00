import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PART_IMAGES_BUCKET } from '../../domain/images.ts';
import { startS3Server, type TestS3Server } from '../testing/s3-server.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { ObjectStorage } from './storage.ts';

let s3: TestS3Server;
const folders: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function newFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-storage-'));
  folders.push(folder);
  return folder;
}

const kinds: [string, () => ObjectStorage][] = [
  ['the local folder', () => createLocalStorage(newFolder())],
  ['an S3 bucket', () => createS3Storage(s3.settings)],
];

/** The same promises, kept by both kinds of storage. */
describe.each(kinds)('picture storage in %s', (_kind, open) => {
  let storage: ObjectStorage;
  // Keys of this suite's own: the S3 kind shares one bucket between the tests.
  const unique = () => `${Date.now()}-${Math.random().toString(16).slice(2, 14)}-lens.webp`;
  beforeAll(() => {
    storage = open();
  });

  it('is ready, stores an object and gives back its bytes, size and type', async () => {
    await storage.ready();
    const key = unique();
    const data = Buffer.from('RIFF....WEBPVP8 picture bytes');
    await storage.put(PART_IMAGES_BUCKET, key, data, 'image/webp');
    const object = await storage.get(PART_IMAGES_BUCKET, key);
    expect(object).not.toBeNull();
    expect(object!.size).toBe(data.length);
    expect(object!.contentType).toBe('image/webp');
    expect(await buffer(object!.body)).toEqual(data);
    expect(await storage.stat(PART_IMAGES_BUCKET, key)).toEqual({ size: data.length });
  });

  it('keeps the sizes under their width folders and lists every object with its size', async () => {
    const key = unique();
    await Promise.all(['', 'w320/', 'w800/'].map((prefix, i) => storage.put(PART_IMAGES_BUCKET, `${prefix}${key}`, Buffer.alloc(10 + i), 'image/webp')));
    const listed = new Map<string, number>();
    for await (const item of storage.list(PART_IMAGES_BUCKET)) listed.set(item.key, item.size);
    expect(listed.get(key)).toBe(10);
    expect(listed.get(`w320/${key}`)).toBe(11);
    expect(listed.get(`w800/${key}`)).toBe(12);
  });

  it('answers null for a key it does not hold, and for a key that could reach outside its place', async () => {
    expect(await storage.get(PART_IMAGES_BUCKET, unique())).toBeNull();
    expect(await storage.stat(PART_IMAGES_BUCKET, unique())).toBeNull();
    expect(await storage.get(PART_IMAGES_BUCKET, '../secret.webp')).toBeNull();
    await expect(storage.put(PART_IMAGES_BUCKET, '../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow('Invalid storage key');
  });

  it('replaces an object written again under its key', async () => {
    const key = unique();
    await storage.put(PART_IMAGES_BUCKET, key, Buffer.from('first'), 'image/webp');
    await storage.put(PART_IMAGES_BUCKET, key, Buffer.from('second!'), 'image/webp');
    expect(await buffer((await storage.get(PART_IMAGES_BUCKET, key))!.body)).toEqual(Buffer.from('second!'));
  });

  it('removes objects, and removing one that is already gone is no error', async () => {
    const [kept, gone] = [unique(), unique()];
    await storage.put(PART_IMAGES_BUCKET, kept, Buffer.from('kept'), 'image/webp');
    await storage.put(PART_IMAGES_BUCKET, gone, Buffer.from('gone'), 'image/webp');
    await storage.remove(PART_IMAGES_BUCKET, [gone, `w320/${gone}`, unique()]);
    expect(await storage.get(PART_IMAGES_BUCKET, gone)).toBeNull();
    expect(await storage.stat(PART_IMAGES_BUCKET, kept)).toEqual({ size: 4 });
  });
});

describe('picture storage that cannot be used', () => {
  it('is not ready when the bucket does not exist, and says so', async () => {
    await expect(createS3Storage(s3.settingsFor('no-such-bucket')).ready()).rejects.toThrow();
  });

  it('is not ready when the object store does not answer', async () => {
    const storage = createS3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' });
    await expect(storage.ready()).rejects.toThrow();
  });

  it('is not ready when the folder is a file', async () => {
    const blocked = path.join(newFolder(), 'not-a-folder');
    fs.writeFileSync(blocked, 'a file where the storage folder should be');
    await expect(createLocalStorage(blocked).ready()).rejects.toThrow();
  });
});
