import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { ValidationError } from '../errors.ts';

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\0).';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item, depth + 1));
}

/**
 * PostgreSQL refuses NUL in text, so a NUL that reached a query would answer 500. Every query
 * string, path parameter and parsed body is checked here, before any handler runs, and refused
 * with 400. (Multipart file names never reach the database; CSV cells are checked by the import.)
 */
export default fp(
  async function refuseNulPlugin(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) throw new ValidationError(NUL_MESSAGE);
    });
  },
  { name: 'refuse-nul' },
);
