import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { DatabaseUnavailableError, openPglite, openPostgres } from './client.ts';

describe('opening the database', () => {
  it('refuses a second process on the same PGlite data directory with a clear message', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-')), 'db');
    const first = await openPglite(dir);
    try {
      await expect(openPglite(dir)).rejects.toThrow(/is in use by another shop process/);
    } finally {
      await first.close();
    }
    const again = await openPglite(dir);
    await again.close();
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it('says clearly when PostgreSQL does not answer, without printing the password', async () => {
    const attempt = openPostgres('postgres://shop:secret@127.0.0.1:1/shop');
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(attempt).rejects.toThrow(/Cannot reach PostgreSQL at postgres:\/\/shop:\*\*\*@127\.0\.0\.1:1\/shop/);
  });
});
