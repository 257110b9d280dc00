import { buffer } from 'node:stream/consumers';

import { PART_IMAGES_BUCKET } from '../../domain/images.ts';
import type { ObjectStorage } from './storage.ts';

/** Pictures copied (or checked) at once: enough to keep the line to the object store busy. */
const PARALLEL_COPIES = 8;

export interface PictureMoveResult {
  /** Pictures in the source. */
  total: number;
  /** Copied now. */
  copied: number;
  /** Already in the target with the same size (an earlier run's). */
  skipped: number;
}

export class PictureMoveError extends Error {}

/**
 * Copies every picture file from `source` into `target` (the local folder into an S3 bucket), leaving
 * the source as it is. A picture already in the target with the same size is not sent again, so a run
 * that was stopped can simply be run again. Afterwards every source file is checked in the target.
 */
export async function movePictures(source: ObjectStorage, target: ObjectStorage, log: (message: string) => void = () => undefined): Promise<PictureMoveResult> {
  await target.ready();
  const files: { key: string; size: number }[] = [];
  for await (const file of source.list(PART_IMAGES_BUCKET)) files.push(file);
  // Each picture is looked up in the bucket by its key (a listing would do it in fewer requests, but
  // some S3-compatible servers cannot page through a listing of more than 1,000 objects).
  const isThere = async (file: { key: string; size: number }) => (await target.stat(PART_IMAGES_BUCKET, file.key))?.size === file.size;
  let copied = 0;
  let skipped = 0;
  // About ten progress lines, however many pictures there are.
  const step = Math.max(100, Math.ceil(files.length / 10));
  await inParallel(files, async (file) => {
    if (await isThere(file)) {
      skipped++;
      return;
    }
    const object = await source.get(PART_IMAGES_BUCKET, file.key);
    if (!object) throw new PictureMoveError(`The picture file ${file.key} disappeared while it was being moved.`);
    await target.put(PART_IMAGES_BUCKET, file.key, await buffer(object.body), object.contentType);
    copied++;
    if (copied % step === 0) log(`  ${copied + skipped} of ${files.length} picture files`);
  });

  const missing: string[] = [];
  await inParallel(files, async (file) => {
    if (!(await isThere(file))) missing.push(file.key);
  });
  if (missing.length) throw new PictureMoveError(`${missing.length} of ${files.length} picture files are not in the bucket as they are on disk (first: ${missing[0]}). Run the move again.`);
  return { total: files.length, copied, skipped };
}

/** Runs `work` on every item, PARALLEL_COPIES at a time; the first failure stops it. */
async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) await work(items[index]!);
  };
  await Promise.all(Array.from({ length: PARALLEL_COPIES }, worker));
}
