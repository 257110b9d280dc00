import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { IMAGE_KEY_PATTERN, PART_IMAGES_BUCKET } from '../../../domain/images.ts';
import type { ObjectStorage } from '../../storage/storage.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** Serves stored part pictures. Keys carry a timestamp, so a key never changes content: cache for a year. */
export const mediaRoutes: FastifyPluginAsyncZod<{ storage: ObjectStorage }> = async (app, { storage }) => {
  app.get(
    `/${PART_IMAGES_BUCKET}/*`,
    { schema: { params: z.object({ '*': z.string() }) } },
    async (request, reply) => {
      // The router has decoded the path once already; a second decode would throw on "%25" (→ "%").
      const key = request.params['*'];
      const object = IMAGE_KEY_PATTERN.test(key) ? await storage.get(PART_IMAGES_BUCKET, key) : null;
      if (!object) return reply.status(404).send({ error: 'NOT_FOUND', message: 'Image not found' });
      return reply
        .header('Content-Type', object.contentType)
        .header('Content-Length', object.size)
        .header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(object.body);
    },
  );
};
