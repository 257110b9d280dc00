import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { count } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';

import { parts } from './db/schema/index.ts';
import { prepareRuntime } from './start.ts';
import { testConfig } from './testing/test-database.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

it('prints the generated admin password on the first start only, and a second start reuses the data without reseeding', { timeout: 90_000 }, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
  folders.push(dataDir);
  const config = testConfig({ DATA_DIR: dataDir, SEED_DEMO: 'true', ADMIN_EMAIL: 'first@example.com' });

  const firstLog: string[] = [];
  const first = await prepareRuntime(config, (message) => firstLog.push(message));
  const [seeded] = await first.database.db.select({ n: count() }).from(parts);
  await first.database.close();
  const passwordLines = firstLog.filter((line) => line.startsWith('Created the administrator first@example.com with this password'));
  expect(passwordLines).toHaveLength(1);
  expect(passwordLines[0]).toMatch(/\n\n {4}\S{24,}\n$/);
  expect(firstLog).toContain(`Loaded the demo catalogue: ${seeded!.n} parts.`);

  const secondLog: string[] = [];
  const second = await prepareRuntime(config, (message) => secondLog.push(message));
  try {
    expect(secondLog).toEqual([]);
    const [again] = await second.database.db.select({ n: count() }).from(parts);
    expect(again!.n).toBe(seeded!.n);
  } finally {
    await second.database.close();
  }
});
