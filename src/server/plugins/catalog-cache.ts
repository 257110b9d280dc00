import { createHash } from 'node:crypto';

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

/** A public answer as it was sent: served again as long as the catalogue has not changed. */
interface CachedAnswer {
  body: string;
  contentType: string;
}

export interface CatalogCache {
  /** The catalogue's version now (createCatalogVersionSource): every catalogue write moves it on, on every server. */
  readVersion(): Promise<number>;
  answers: LRUCache<string, CachedAnswer> | null;
  maxAgeSeconds: number;
}

/** At most this much answer text is kept in memory by one server. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;
/** A reverse proxy or browser may keep a public answer this long, and serve it stale while it asks again. */
const MAX_AGE_SECONDS = 30;
const STALE_WHILE_REVALIDATE_SECONDS = 300;

export function createCatalogCache({ readVersion, enabled }: { readVersion: () => Promise<number>; enabled: boolean }): CatalogCache {
  return {
    readVersion,
    answers: enabled ? new LRUCache<string, CachedAnswer>({ maxSize: MAX_CACHE_BYTES, sizeCalculation: (answer) => answer.body.length + 100 }) : null,
    maxAgeSeconds: MAX_AGE_SECONDS,
  };
}

/** The address with its query parameters in one order: "?b=2&a=1" and "?a=1&b=2" are one answer. */
function normalisedAddress(url: string): string {
  const [path = '', query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.sort();
  const sorted = params.toString();
  return sorted ? `${path}?${sorted}` : path;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for a public answer not served from the cache: its key, its ETag and the catalogue's version it is answered as of. */
    catalogAnswer: { key: string; etag: string; version: number } | null;
  }
}

/**
 * Caches the public catalogue's answers, keyed by the catalogue's version and the normalised
 * address, and lets proxies and browsers cache them too (ETag, 304, a short max-age). Any catalogue
 * write moves the version on in the database, so every server stops serving the old answers at once.
 * Register it inside the scope whose GET answers it covers, after that scope's rate limit.
 */
const catalogCache: FastifyPluginAsync<{ cache: CatalogCache }> = async (app, { cache }) => {
  app.decorateRequest('catalogAnswer', null);

  // After every onRequest hook (the rate limit adds its own per route, which run after the scope's): a cached answer is still counted.
  app.addHook('preValidation', async (request: FastifyRequest, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const version = await cache.readVersion();
    const address = normalisedAddress(request.url);
    const etag = `"c${version}-${createHash('sha1').update(address).digest('base64url').slice(0, 16)}"`;
    if (request.headers['if-none-match'] === etag) {
      return reply.code(304).header('ETag', etag).header('Cache-Control', publicCacheControl(cache)).send();
    }
    const key = `${version} ${address}`;
    const hit = cache.answers?.get(key);
    if (hit) {
      return reply.code(200).type(hit.contentType).header('ETag', etag).header('Cache-Control', publicCacheControl(cache)).header('X-Cache', 'hit').send(hit.body);
    }
    request.catalogAnswer = { key, etag, version };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const answer = request.catalogAnswer;
    if (!answer) return payload;
    // Only a good answer is shared: a refusal (400, 404, 429) or an error is never kept or cached.
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      reply.header('Cache-Control', 'no-store');
      return payload;
    }
    reply.header('ETag', answer.etag).header('Cache-Control', publicCacheControl(cache)).header('X-Cache', 'miss');
    if (request.method === 'GET') cache.answers?.set(answer.key, { body: payload, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') });
    return payload;
  });
};

/** Applies to the scope it is registered in (fastify-plugin), never beyond it. */
export const catalogCachePlugin = fp(catalogCache, { name: 'catalog-cache' });

function publicCacheControl(cache: CatalogCache): string {
  return `public, max-age=${cache.maxAgeSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
}
