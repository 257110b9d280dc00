import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Import boundaries (DESIGN.md rule 3): domain imports neither side; the browser never imports the server. */
const domainBoundary = {
  patterns: [
    { group: ['**/server/**', '**/client/**'], message: 'src/domain is shared: it may not import the server or the client.' },
    { group: ['fastify', 'fastify-*', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'react', 'react-dom', 'react-router', 'node:*'], message: 'src/domain has no I/O, no React and no server libraries.' },
  ],
};
const clientBoundary = {
  patterns: [
    { group: ['**/server/**'], message: 'The browser code may not import the server.' },
    { group: ['fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'sharp', 'node:*'], message: 'Server-only library imported into the browser code.' },
  ],
};
const serverBoundary = {
  patterns: [{ group: ['**/client/**', 'react', 'react-dom', 'react-router'], message: 'The server may not import the browser code.' }],
};
/** The shop's code takes sharp from src/server/sharp.ts, which sets it up once (no operation cache). */
const sharpSetUpOnce = { name: 'sharp', message: "Import sharp from src/server/sharp.ts (set up for the shop's memory)." };

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'tmp/', '.test-data/', 'migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', domainBoundary] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-restricted-imports': ['error', clientBoundary] },
  },
  {
    // Every control labelled, every image described, every click reachable by keyboard (the browser
    // tests check the pages with axe as well; this catches it as the code is written).
    files: ['src/client/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // Every button and link has its words (fields are tied to their labels by id, which the rule cannot follow).
      'jsx-a11y/control-has-associated-label': ['error', { ignoreElements: ['input', 'select', 'textarea', 'td', 'th', 'tr', 'li', 'option'], labelAttributes: ['aria-label', 'aria-labelledby'], depth: 4 }],
    },
  },
  {
    // The server renderer runs in Node (it is built apart, into dist/server): Node's own modules are
    // allowed there; the server's code and libraries still are not.
    files: ['src/client/entry-server.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [clientBoundary.patterns[0], { ...clientBoundary.patterns[1], group: clientBoundary.patterns[1].group.filter((name) => name !== 'node:*') }] }] },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { ...serverBoundary, paths: [sharpSetUpOnce] }] },
  },
  {
    files: ['src/server/sharp.ts', 'src/server/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', serverBoundary] },
  },
);
