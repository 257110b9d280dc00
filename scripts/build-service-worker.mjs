/**
 * Builds the offline catalogue's service worker (src/client/service-worker.ts) into dist/client/sw.js,
 * after the app itself: it is given the list of the app's built files to keep (with the words of the
 * language its search reads typed words by), and a build id that names its cache, so a new build's
 * worker keeps the new files and lets the old ones go (ADR 018).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const clientDir = path.join(root, 'dist', 'client');
/** The words of the language the search never takes for slips, which the worker searches with (vite.config.ts). */
const REAL_WORDS = /^real-words-[\w-]+\.txt$/;
const assets = fs
  .readdirSync(path.join(clientDir, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name) || REAL_WORDS.test(name))
  .sort()
  .map((name) => `/assets/${name}`);
const realWords = assets.find((asset) => REAL_WORDS.test(path.basename(asset)));
if (!realWords) throw new Error('The build wrote no real-words file (vite.config.ts realWordsAsset).');
const buildId = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);

await build({
  entryPoints: [path.join(root, 'src', 'client', 'service-worker.ts')],
  outfile: path.join(clientDir, 'sw.js'),
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: true,
  define: { OFFLINE_ASSETS: JSON.stringify(assets), OFFLINE_BUILD: JSON.stringify(buildId), OFFLINE_REAL_WORDS: JSON.stringify(realWords) },
  logLevel: 'warning',
});
