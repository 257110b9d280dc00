import path from 'node:path';

import type { Config } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { ObjectStorage } from './storage.ts';

/**
 * The picture storage the settings name: the S3-compatible bucket when S3_ENDPOINT is set, the folder
 * DATA_DIR/storage otherwise. The one place where that choice is made. The S3 client is loaded only
 * when it is used.
 */
export async function openStorage(config: Pick<Config, 's3' | 'dataDir'>): Promise<ObjectStorage> {
  if (!config.s3) return createLocalStorage(localStorageRoot(config.dataDir));
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config.s3);
}

/** The folder that holds the pictures of a shop that keeps them on its own disk. */
export function localStorageRoot(dataDir: string): string {
  return path.join(dataDir, 'storage');
}
