import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';

import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from '../../sharp.ts';

import { PART_IMAGES_BUCKET, partImageKey, storageFileName } from '../../../domain/images.ts';
import { IMAGE_MESSAGES } from '../../../domain/part.schema.ts';
import { AppError, ValidationError } from '../../errors.ts';
import type { ObjectStorage } from '../../storage/storage.ts';

/** Formats we accept, judged by the file's bytes, never by its name or declared type. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** Decompression bombs stop here: a picture may have at most 40 megapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
const FULL_SIZE_PX = 1600;
const VARIANTS = [
  { width: 800, quality: 80 },
  { width: 320, quality: 74 },
] as const;

export interface ProcessedImage {
  key: string;
  files: { key: string; data: Buffer }[];
}

/**
 * Checks an upload by its content and re-encodes it as WebP at the catalogue's sizes. Re-encoding
 * drops every byte that is not the picture itself: EXIF (GPS), comments, and anything a polyglot
 * file hid after the image data.
 */
export async function processImage(buffer: Buffer, originalName: string, now = Date.now()): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new ValidationError(IMAGE_MESSAGES.notImage);
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new ValidationError(IMAGE_MESSAGES.notImage);
  }
  if (!metadata.width || !metadata.height) throw new ValidationError(IMAGE_MESSAGES.notImage);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new ValidationError(IMAGE_MESSAGES.tooManyPixels);

  const baseName = path.parse(originalName).name || 'image';
  const key = storageFileName(`${baseName}.webp`, now, randomBytes(6).toString('hex'));
  try {
    const source = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
    const full = await source.clone().resize(FULL_SIZE_PX, FULL_SIZE_PX, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
    const variants = await Promise.all(
      VARIANTS.map(async ({ width, quality }) => ({
        key: partImageKey(key, width),
        data: await sharp(full).resize(width, width, { fit: 'inside', withoutEnlargement: true }).webp({ quality }).toBuffer(),
      })),
    );
    return { key, files: [{ key, data: full }, ...variants] };
  } catch {
    // The header looked like a picture but the data is not one (truncated, corrupt or forged).
    throw new ValidationError(IMAGE_MESSAGES.notImage);
  }
}

/** Every stored file of a picture: the full size and its width variants. */
export function imageFileKeys(key: string): string[] {
  return [key, ...VARIANTS.map(({ width }) => partImageKey(key, width))];
}

export async function storeImage(storage: ObjectStorage, image: ProcessedImage): Promise<void> {
  await Promise.all(image.files.map((file) => storage.put(PART_IMAGES_BUCKET, file.key, file.data, 'image/webp')));
}

export async function removeImages(storage: ObjectStorage, keys: string[]): Promise<void> {
  await storage.remove(PART_IMAGES_BUCKET, keys.flatMap(imageFileKeys));
}

/**
 * A stored picture read back with every file of it under a new key, as an upload is processed: the copy
 * another part takes of it. The copy's files are its own, so deleting either part leaves the other's.
 */
export async function copyOfImage(storage: ObjectStorage, key: string, now = Date.now()): Promise<ProcessedImage> {
  // The name the owner gave the picture, without the time and nonce it was stored under.
  const copyKey = storageFileName(key.replace(/^\d+-(?:[A-Za-z0-9]+-)?/, ''), now, randomBytes(6).toString('hex'));
  const copyKeys = imageFileKeys(copyKey);
  const files = await Promise.all(
    imageFileKeys(key).map(async (fileKey, i) => {
      const stored = await storage.get(PART_IMAGES_BUCKET, fileKey);
      if (!stored) throw new AppError(409, 'A picture of that part is missing from storage, so its pictures could not be copied', 'PICTURE_MISSING');
      return { key: copyKeys[i]!, data: await buffer(stored.body) };
    }),
  );
  return { key: copyKey, files };
}
