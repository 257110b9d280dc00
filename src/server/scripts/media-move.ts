/**
 * `npm run media:move`: copies the pictures in DATA_DIR/storage into the S3-compatible bucket that the
 * S3_* settings name. Safe to run again (pictures already there are skipped). docs/deploy.md.
 */
import fs from 'node:fs';

import { ConfigError, loadConfig } from '../config.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { movePictures, PictureMoveError } from '../storage/move-pictures.ts';
import { localStorageRoot, openStorage } from '../storage/open-storage.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.s3) throw new ConfigError('Set S3_ENDPOINT (with S3_BUCKET, S3_REGION and the credentials) to the bucket the pictures move into.');
  const from = localStorageRoot(config.dataDir);
  if (!fs.existsSync(from)) throw new ConfigError(`There are no pictures in ${from}. Set DATA_DIR to the folder the shop ran with.`);
  const target = await openStorage(config);
  try {
    await target.ready();
  } catch (error) {
    throw new ConfigError(`The bucket ${config.s3.bucket} at ${config.s3.endpoint} cannot be reached: ${(error as Error).message}`);
  }
  console.log(`Copying the pictures in ${from} into the bucket ${config.s3.bucket}…`);
  const result = await movePictures(createLocalStorage(from), target, console.log);
  console.log(`${result.total} picture files are in the bucket (${result.copied} copied now, ${result.skipped} were there already). The files in ${from} were left as they are.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof PictureMoveError ? error.message : error);
  process.exit(1);
});
