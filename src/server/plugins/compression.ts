import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this travel as they are: compressing them saves less than it costs. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Compresses answers (brotli, else gzip) for clients that accept them, with `Vary: Accept-Encoding`.
 * @fastify/compress adds its hook to each route registered after it, as a route hook: it runs after
 * the hooks of the route's scope, so the catalogue cache still keeps the uncompressed text. Register
 * it before every route. Built files are compressed at build time instead (vite.config.ts).
 * Request bodies are never decompressed: no client of the shop sends compressed uploads, and a small
 * compressed body could unfold into a large one.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { globalDecompression: false, threshold: MIN_COMPRESSED_BYTES, encodings: ['br', 'gzip'] });
}
