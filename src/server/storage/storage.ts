import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/** Where part pictures live: a local folder by default, an object store when scaled out. */
export interface ObjectStorage {
  put(bucket: string, key: string, data: Buffer, contentType: string): Promise<void>;
  get(bucket: string, key: string): Promise<StoredObject | null>;
  remove(bucket: string, keys: string[]): Promise<void>;
  /** The object's size, or null when there is none under that key. */
  stat(bucket: string, key: string): Promise<{ size: number } | null>;
  /** Every object of the bucket (in no particular order): for moving pictures and checking counts. */
  list(bucket: string): AsyncIterable<{ key: string; size: number }>;
  /** Resolves when pictures can be stored and read now; rejects with the reason otherwise (readiness checks). */
  ready(): Promise<void>;
}
