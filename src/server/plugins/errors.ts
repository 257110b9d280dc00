import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import type { ErrorBody } from '../../domain/api.schema.ts';
import { pgErrorCode, QUERY_CANCELED } from '../db/errors.ts';
import { AppError, TooManyRequestsError } from '../errors.ts';


export const TIMEOUT_MESSAGE = 'This took too long and was stopped. Please try again; a narrower search is quicker.';

/** One place where errors become HTTP answers; a 5xx never leaks internals. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: issue.message ?? 'Invalid value',
        }));
        const body: ErrorBody = { error: 'VALIDATION', message: issues[0]?.message ?? 'Invalid request', issues };
        return reply.status(400).send(body);
      }
      if (error instanceof TooManyRequestsError) reply.header('Retry-After', String(error.retryAfterSeconds));
      if (error instanceof AppError) {
        return reply.status(error.statusCode).send({ error: error.code, message: error.message } satisfies ErrorBody);
      }
      if (pgErrorCode(error) === QUERY_CANCELED) {
        request.log.warn({ err: error }, 'statement stopped by statement_timeout');
        return reply.status(503).send({ error: 'TIMEOUT', message: TIMEOUT_MESSAGE } satisfies ErrorBody);
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({ error: 'INTERNAL', message: 'An unexpected error occurred' } satisfies ErrorBody);
      }
      return reply.status(status).send({ error: error.code ?? 'BAD_REQUEST', message: error.message } satisfies ErrorBody);
    });
  },
  { name: 'errors' },
);
