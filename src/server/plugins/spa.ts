import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { type PageMeta, renderIndexHtml } from '../html.ts';
import { paths } from '../../domain/paths.ts';

/** The server renderer's entry (src/client/entry-server.tsx), as built into dist/server. */
export interface PageRenderer {
  renderPage(request: { url: string; fetch: typeof fetch; shopName: string }): Promise<{ html: Readable; dataScript: string; status: number } | null>;
}

export interface SpaOptions {
  clientDir: string;
  publicUrl: string;
  shopName: string;
  /** The page's meta, and its HTTP status (404 for a part that does not exist). */
  metaFor: (pathname: string) => Promise<PageMeta & { status: number }>;
  /** Renders public pages with their content; without it every page arrives empty and is rendered in the browser. */
  renderer?: PageRenderer;
}

const ROOT_ELEMENT = '<div id="root"></div>';
export const APP_SHELL_PATH = '/app-shell';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;
/** Past this size the stylesheet stays a file of its own: every page would carry it otherwise. */
const MAX_INLINE_STYLESHEET_BYTES = 64 * 1024;

/**
 * Puts the app's one stylesheet into the page itself: a phone on a slow line paints the page with
 * the HTML alone, without waiting for a second request (about 7 KB compressed on every page, against
 * a round trip on the first). Left as a link when it is large or could close the style element.
 */
function inlineStylesheet(template: string, clientDir: string): string {
  const link = STYLESHEET_LINK.exec(template);
  if (!link) return template;
  const css = fs.readFileSync(path.join(clientDir, link[1]!), 'utf8');
  if (css.length > MAX_INLINE_STYLESHEET_BYTES || css.includes('</')) return template;
  return template.replace(link[0], () => `<style>${css}</style>`);
}

/** The page's whole address on the shop's own origin; a path such as `//elsewhere/x` stays a path. */
function pageAddress(requestUrl: string, publicUrl: string): string {
  const address = new URL(publicUrl);
  const queryStart = requestUrl.indexOf('?');
  address.pathname = queryStart === -1 ? requestUrl : requestUrl.slice(0, queryStart);
  address.search = queryStart === -1 ? '' : requestUrl.slice(queryStart);
  return address.href;
}

/** The admin area is rendered in the browser only: it is private, and its data changes as it is worked on. */
function rendersInBrowserOnly(pathname: string): boolean {
  return pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`);
}

/**
 * The shop's API as the server renderer calls it: answered in process, as the visitor's own
 * requests would be (their address counts against the public limits; the catalogue cache serves).
 * The renderer only reads.
 */
function apiInProcess(app: FastifyInstance, remoteAddress: string): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    if ((init?.method ?? 'GET') !== 'GET' || !url.startsWith('/api/')) throw new Error(`The page renderer only reads the API (${init?.method ?? 'GET'} ${url})`);
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' }, remoteAddress });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.payload, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') } });
  };
}

/** Serves the built React app: files from the build, index.html for every page route. */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexFile = path.join(options.clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing). Run "npm run build" first.`);
  }
  const template = inlineStylesheet(fs.readFileSync(indexFile, 'utf8'), options.clientDir);
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`${indexFile} has no ${ROOT_ELEMENT} to render pages into.`);
  await app.register(fastifyStatic, {
    root: options.clientDir,
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each text file (vite.config.ts): served to clients that accept them.
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const notFound = (reply: FastifyReply) => reply.status(404).send({ error: 'NOT_FOUND', message: 'Not found' });
  app.setNotFoundHandler((_request, reply) => notFound(reply));
  // What the offline catalogue's service worker opens any address with when there is no signal: the
  // app alone, which renders the page asked for in the browser from the kept copy (ADR 018).
  app.get(APP_SHELL_PATH, async (_request, reply) => {
    const { status: _status, canonicalPath: _canonical, ...meta } = await options.metaFor('/');
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('X-Robots-Tag', 'noindex');
    return reply.send(renderIndexHtml(template, meta, options));
  });
  // Every page address, as a route (so its answer is compressed like any other); built files have
  // routes of their own. HEAD answers as GET does (Node sends no body), so uptime monitors see the shop as up.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname.startsWith('/media/') || path.extname(pathname)) return notFound(reply);
    const meta = await options.metaFor(pathname);
    const html = renderIndexHtml(template, meta, options);
    reply.status(meta.status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    if (!options.renderer || request.method !== 'GET' || rendersInBrowserOnly(pathname)) return reply.send(html);

    const page = await options.renderer
      .renderPage({ url: pageAddress(request.url, options.publicUrl), fetch: apiInProcess(app, request.ip), shopName: options.shopName })
      .catch((error: unknown) => {
        // The page still works: it arrives empty and the browser renders it.
        request.log.error({ err: error, url: request.url }, 'server rendering failed');
        return null;
      });
    if (!page) return reply.send(html);
    // An address the app has no page for is a missing page, for search engines too.
    if (page.status === 404) reply.status(404);
    const [before, after] = html.split(ROOT_ELEMENT);
    return reply.send(
      Readable.from(
        (async function* () {
          yield `${before}<div id="root">`;
          yield* page.html;
          yield `</div>${page.dataScript}${after}`;
        })(),
      ),
    );
  });
}
