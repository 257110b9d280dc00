import type { Readable } from 'node:stream';

import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

import { IMAGE_KEY_PATTERN } from '../../domain/images.ts';
import type { S3Settings } from '../config.ts';
import type { ObjectStorage, StoredObject } from './storage.ts';

/** Keys are written once and never change (they carry a timestamp), so copies may be kept for a year. */
const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** S3 deletes at most this many keys per request. */
const DELETE_BATCH = 1000;

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || error instanceof NotFound || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}

/**
 * Pictures in an S3-compatible object store (AWS S3, MinIO, R2, s3rver in the tests). The shop has one
 * kind of object, part pictures; its storage bucket name (`partimages`) maps to the configured bucket,
 * and keys are stored as they are, so a picture is `<bucket>/w320/<key>` in the store as on disk.
 */
export function createS3Storage(settings: S3Settings): ObjectStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: not every S3-compatible store knows the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const objectKey = (bucket: string, key: string): string => {
    if (!/^[a-z0-9-]+$/.test(bucket) || !IMAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${bucket}/${key}`);
    return key;
  };

  return {
    async ready() {
      await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    },
    async put(bucket, key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(bucket, key),
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
          CacheControl: OBJECT_CACHE_CONTROL,
        }),
      );
    },
    async get(bucket, key): Promise<StoredObject | null> {
      let name: string;
      try {
        name = objectKey(bucket, key);
      } catch {
        return null;
      }
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: name }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(bucket, keys) {
      const names = keys.map((key) => objectKey(bucket, key));
      for (let start = 0; start < names.length; start += DELETE_BATCH) {
        const batch = names.slice(start, start + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket: settings.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        const failed = (result.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
        if (failed.length) throw new Error(`Could not remove ${failed.length} picture file(s) from the bucket: ${failed[0]?.Message ?? failed[0]?.Code}`);
      }
    },
    async stat(bucket, key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: objectKey(bucket, key) }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async *list(bucket) {
      objectKey(bucket, 'x');
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }));
        // Only the shop's pictures, as the folder storage lists them: a bucket may hold other objects too.
        for (const item of page.Contents ?? []) if (item.Key && IMAGE_KEY_PATTERN.test(item.Key)) yield { key: item.Key, size: item.Size ?? 0 };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
