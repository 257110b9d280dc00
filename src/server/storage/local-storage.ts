import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

import { IMAGE_KEY_PATTERN } from '../../domain/images.ts';
import type { ObjectStorage, StoredObject } from './storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** The temporary name of a write not yet renamed into place: `<key>.<pid>.<12 hex>.tmp`. */
const UNFINISHED_WRITE = /\.\d+\.[0-9a-f]{12}\.tmp$/;

/** Keeps objects as files under `root/<bucket>/<key>`; keys are checked so none can escape it. */
export function createLocalStorage(root: string): ObjectStorage {
  const fileFor = (bucket: string, key: string): string => {
    if (!/^[a-z0-9-]+$/.test(bucket) || !IMAGE_KEY_PATTERN.test(key)) {
      throw new Error(`Invalid storage key: ${bucket}/${key}`);
    }
    return path.join(root, bucket, key);
  };

  return {
    async ready() {
      await fsp.mkdir(root, { recursive: true });
      await fsp.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
    async put(bucket, key, data) {
      const file = fileFor(bucket, key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // A temporary name of its own per write: two writers never share one (the rename makes the swap atomic).
      const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      await fsp.writeFile(temporary, data);
      await fsp.rename(temporary, file);
    },
    async get(bucket, key): Promise<StoredObject | null> {
      let file: string;
      try {
        file = fileFor(bucket, key);
      } catch {
        return null;
      }
      try {
        const stat = await fsp.stat(file);
        if (!stat.isFile()) return null;
        return {
          body: fs.createReadStream(file),
          size: stat.size,
          contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        };
      } catch {
        return null;
      }
    },
    async stat(bucket, key) {
      try {
        const stat = await fsp.stat(fileFor(bucket, key));
        return stat.isFile() ? { size: stat.size } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async *list(bucket) {
      const folder = path.dirname(fileFor(bucket, 'x'));
      let names: string[];
      try {
        names = await fsp.readdir(folder, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const name of names) {
        const key = name.split(path.sep).join('/');
        // Unfinished writes (*.tmp) and folders are not pictures.
        if (!IMAGE_KEY_PATTERN.test(key) || UNFINISHED_WRITE.test(key)) continue;
        const stat = await fsp.stat(path.join(folder, name));
        if (stat.isFile()) yield { key, size: stat.size };
      }
    },
    async remove(bucket, keys) {
      await Promise.all(keys.map((key) => fsp.rm(fileFor(bucket, key), { force: true })));
    },
  };
}
