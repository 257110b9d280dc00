import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import S3rver from 's3rver';

import type { S3Settings } from '../config.ts';

export interface TestS3Server {
  /** Settings for a bucket that exists on the server. */
  settings: S3Settings;
  /** The same server with another bucket name (one that does not exist unless a test creates it). */
  settingsFor(bucket: string): S3Settings;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free port of this machine, keeping its objects in a folder
 * of its own, with the bucket `bucket` created. The S3 client speaks to it as it would to AWS.
 */
export async function startS3Server(bucket = 'partimages'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const settingsFor = (name: string): S3Settings => ({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: name,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  });
  return {
    settings: settingsFor(bucket),
    settingsFor,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
