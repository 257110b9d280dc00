import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['src/testing/fail-on-console-error.ts', 'e2e/support/server-log.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page may take seconds to answer on a busy two-core machine: every expect.poll waits up to 10 s
    // (vitest's own default of 1 s failed a sorted list that arrived late in CI).
    expect: { poll: { timeout: 10_000, interval: 100 } },
    // One shop server and one browser per run; spec files share them one at a time.
    maxWorkers: 1,
    fileParallelism: false,
  },
});
