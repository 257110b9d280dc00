import { defineConfig } from 'vitest/config';

import packageJson from './package.json' with { type: 'json' };

export default defineConfig({
  test: {
    setupFiles: ['src/testing/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // Tests within a file run in a new order each time (the seed is printed): a test that leans on
    // another's data or leftovers fails early instead of lurking (docs/testing.md).
    sequence: { shuffle: { files: false, tests: true } },
    projects: [
      // Domain rules, the server through app.inject on PGlite (and PostgreSQL), and the client's plain modules.
      { extends: true, test: { name: 'server', include: ['src/**/*.test.ts'], globalSetup: ['src/server/testing/global-setup.ts'] } },
      // The client's components, rendered in jsdom and used as a person would (Testing Library).
      // The app's version as the build writes it in (vite.config.ts), for the pages that show or send it.
      { extends: true, define: { __APP_VERSION__: JSON.stringify(packageJson.version) }, test: { name: 'components', include: ['src/client/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['src/client/testing/setup.ts'] } },
    ],
  },
});
