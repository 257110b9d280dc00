import fs from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { type PageMeta, renderIndexHtml } from '../html.ts';

export interface SpaOptions {
  clientDir: string;
  publicUrl: string;
  shopName: string;
  /** The page's meta, and its HTTP status (404 for a part that does not exist). */
  metaFor: (pathname: string) => Promise<PageMeta & { status: number }>;
}

/** Serves the built React app: files from the build, index.html for every page route. */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexFile = path.join(options.clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing). Run "npm run build" first.`);
  }
  const template = fs.readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: options.clientDir,
    index: false,
    wildcard: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // HEAD answers as GET does (Node sends no body), so uptime monitors see the shop as up.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || pathname.startsWith('/api/') || pathname.startsWith('/media/') || path.extname(pathname)) {
      return reply.status(404).send({ error: 'NOT_FOUND', message: 'Not found' });
    }
    const meta = await options.metaFor(pathname);
    return reply
      .status(meta.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(renderIndexHtml(template, meta, options));
  });
}
