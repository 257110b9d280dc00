import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/server/testing/global-setup.ts'],
    setupFiles: ['src/testing/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // Tests within a file run in a new order each time (the seed is printed): a test that leans on
    // another's data or leftovers fails early instead of lurking (docs/testing.md).
    sequence: { shuffle: { files: false, tests: true } },
  },
});
