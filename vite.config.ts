import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { realWordsFile } from './src/server/modules/catalog/real-words.ts';

const { version } = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const apiServer = `http://localhost:${process.env.API_PORT ?? '3000'}`;

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml)$/;
/** Files smaller than this are sent as they are (the server's on-the-fly threshold is the same). */
const MIN_COMPRESSED_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz) copy beside every text file of the browser
 * build, once at build time, so the server sends them without compressing on each request
 * (@fastify/static `preCompressed`). The server-rendering build is left alone.
 */
function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = fs.readFileSync(full);
          if (content.length < MIN_COMPRESSED_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          fs.writeFileSync(`${full}.br`, br);
          fs.writeFileSync(`${full}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Writes the words of the language the search never takes for slips (realWordsFile) beside the app, as
 * assets/real-words-[hash].txt, a word a line: the offline catalogue's service worker keeps it with the
 * app's files (scripts/build-service-worker.mjs), so a phone reads typed words as the shop does.
 */
function realWordsAsset(): Plugin {
  let ssr = false;
  return {
    name: 'real-words',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (!ssr) this.emitFile({ type: 'asset', name: 'real-words.txt', source: realWordsFile() });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), realWordsAsset(), precompress()],
  // The server renderer's build needs no copy of the public files.
  publicDir: isSsrBuild ? false : 'public',
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: { '/api': apiServer, '/media': apiServer, '/sitemap.xml': apiServer },
  },
}));
