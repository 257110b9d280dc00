import { randomBytes } from 'node:crypto';

import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;
/** OWASP's argon2id baseline: 19 MiB of memory, two passes, one lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A password for a new administrator: 24 characters from a URL-safe alphabet, about 143 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
