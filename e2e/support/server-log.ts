import fs from 'node:fs';

import { afterAll, beforeAll, expect, inject } from 'vitest';

import { serverErrors } from './global-setup.ts';

/**
 * Every spec file: the shop server must log no error (a 5xx, a crash) while the file's tests run.
 * Spec files run one at a time, so what the log gained meanwhile is this file's doing.
 */
let start = 0;

beforeAll(() => {
  start = fs.statSync(inject('serverLogFile')).size;
});

afterAll(() => {
  const log = fs.readFileSync(inject('serverLogFile')).subarray(start).toString();
  expect(serverErrors(log), 'errors the shop server logged during this file').toEqual([]);
});
