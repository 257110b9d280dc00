import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { ForbiddenError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing requests that a browser sent from another origin (CSRF): the Origin
 * header must be the shop's own, and Sec-Fetch-Site, when sent, must say same-origin. A request
 * with neither header is refused too: every browser sends Origin on such requests.
 *
 * Every non-GET request is checked, whatever its path: the router decodes `/%61pi/…` to `/api/…`
 * after any test of the raw URL would have let it through (docs/security.md).
 */
export default fp<{ publicUrl: string }>(
  async function sameOriginPlugin(app: FastifyInstance, { publicUrl }) {
    const allowed = new Set([originOf(publicUrl)]);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method)) return;
      const fetchSite = request.headers['sec-fetch-site'];
      if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw new ForbiddenError(CROSS_SITE_MESSAGE);
      const origin = request.headers.origin;
      // request.host and request.protocol come from X-Forwarded-* only when TRUST_PROXY says so.
      const own = `${request.protocol}://${request.host}`;
      if (!origin || (origin !== own && !allowed.has(origin))) throw new ForbiddenError(CROSS_SITE_MESSAGE);
    });
  },
  { name: 'same-origin' },
);
