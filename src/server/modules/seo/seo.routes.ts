import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { PUBLIC_PAGES } from '../../../domain/public-pages.ts';
import type { Db } from '../../db/client.ts';
import { listPartsForSitemap } from '../parts/parts.repository.ts';
import { escapeHtml } from '../../html.ts';
import type { SiteInfo } from './page-meta.ts';
import { paths } from '../../../domain/paths.ts';

/** Sitemaps hold at most 50,000 addresses; past that the parts need a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;
const STATIC_PATHS = PUBLIC_PAGES.map((page) => page.path);

export const seoRoutes: FastifyPluginAsyncZod<{ db: Db; site: SiteInfo }> = async (app, { db, site }) => {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /cart', 'Disallow: /app-shell', 'Disallow: /api/', `Sitemap: ${site.publicUrl}/sitemap.xml`, ''].join('\n')),
  );

  /** What a phone needs to install the shop as an app, with the shop's own name (ADR 018). */
  const manifest = JSON.stringify({
    name: site.shopName,
    short_name: site.shopName.split(' ').slice(0, 2).join(' '),
    description: 'Parts for Pontiac and Oakland cars, 1926-1960: search the catalogue, even with no signal once it is kept on the device.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fafaf9',
    theme_color: '#7f1d1d',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  });
  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply.type('application/manifest+json; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(manifest),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const rows = await listPartsForSitemap(db, SITEMAP_MAX_URLS - STATIC_PATHS.length);
    const url = (path: string, lastmod?: Date) =>
      `<url><loc>${escapeHtml(site.publicUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...STATIC_PATHS.map((path) => url(path)),
      ...rows.map((row) => url(paths.part(row.id), row.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body);
  });
};
