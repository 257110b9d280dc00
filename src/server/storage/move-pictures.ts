import { buffer } from 'node:stream/consumers';

import { PART_IMAGES_BUCKET } from '../../domain/images.ts';
import type { ObjectStorage } from './storage.ts';

/** Pictures copied at once: enough to keep the line to the object store busy. */
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
  let copied = 0;
  let skipped = 0;
  let next = 0;
  // About ten progress lines, however many pictures there are.
  const step = Math.max(100, Math.ceil(files.length / 10));
  const copyNext = async (): Promise<void> => {
    for (let file = files[next++]; file; file = files[next++]) {
      const there = await target.stat(PART_IMAGES_BUCKET, file.key);
      if (there?.size === file.size) {
        skipped++;
        continue;
      }
      const object = await source.get(PART_IMAGES_BUCKET, file.key);
      if (!object) throw new PictureMoveError(`The picture file ${file.key} disappeared while it was being moved.`);
      await target.put(PART_IMAGES_BUCKET, file.key, await buffer(object.body), object.contentType);
      copied++;
      if (copied % step === 0) log(`  ${copied + skipped} of ${files.length} picture files`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_COPIES }, copyNext));

  const missing: string[] = [];
  for (const file of files) {
    const there = await target.stat(PART_IMAGES_BUCKET, file.key);
    if (there?.size !== file.size) missing.push(file.key);
  }
  if (missing.length) throw new PictureMoveError(`${missing.length} of ${files.length} picture files are not in the bucket as they are on disk (first: ${missing[0]}). Run the move again.`);
  return { total: files.length, copied, skipped };
}
