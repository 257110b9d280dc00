import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { buildApp, type App } from '../../app.ts';
import { parts } from '../../db/schema/index.ts';
import { insertPart } from '../../testing/builders.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';

const TEMPLATE = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';

describeEachDatabase('pages for search engines', (context) => {
  let app: App;
  let clientDir: string;
  let partId: number;

  beforeAll(async () => {
    const { config, database, storage } = context();
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
    app = await buildApp({ config: { ...config, publicUrl: 'https://parts.example.com' }, database, storage, clientDir });
    const [part] = await database.db
      .insert(parts)
      .values({ sku: '977-5196', name: 'Chief Hood Ornament </script><script>alert(1)</script>', regularPrice: '189.95', yearStart: 1949, yearEnd: 1952, model: 'Chieftain', images: ['1700000000000-chief.webp'], description: 'Illuminated "Chief" head & base.', inStock: false })
      .returning();
    partId = part!.id;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("answers a part page with the part's title, description, canonical URL, Open Graph and Product data", async () => {
    const response = await app.inject({ url: `/part/${partId}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<link rel="canonical" href="https://parts.example.com/part/${partId}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta property="og:image" content="https://parts.example.com/media/partimages/w800/1700000000000-chief.webp" />');
    expect(html).toMatch(/<meta name="description" content="Chief Hood Ornament &#60;\/script&#62;.*part number 977-5196, \$189\.95\./);
    expect(html).not.toContain('<script>alert(1)</script>');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    const product = JSON.parse(jsonLd!);
    expect(product).toMatchObject({
      '@type': 'Product',
      sku: '977-5196',
      offers: { price: '189.95', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('answers 404 for a part that does not exist, still with the app to show its not-found page', async () => {
    const response = await app.inject({ url: '/part/999999' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers an address under /part/ that names no part with 404, not the home page', async () => {
    for (const url of ['/part/1abc', '/part/', '/part/12/extra', '/part/99999999999']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<title>Part not found | ');
    }
  });

  it('inserts shop text literally: a part named with $\' $` $& keeps one title, valid JSON-LD and one app', async () => {
    const name = "Grille emblem $' chrome $` and $& more";
    const part = await insertPart(context().database.db, { name, description: 'Costs $$ and $1.' });
    const html = (await app.inject({ url: `/part/${part.id}` })).body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${name.replace(/'/g, '&#39;').replace(/&(?!#)/g, '&#38;')} | `);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({ name, description: 'Costs $$ and $1.' });
  });

  it('answers HEAD like GET, without a body, on the home page, app pages and part pages', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    for (const [path, status] of [['/', 200], ['/search', 200], [`/part/${partId}`, 200], ['/part/999999', 404], ['/api/catalog/facets', 200]] as const) {
      const response = await fetch(base + path, { method: 'HEAD' });
      expect(response.status, path).toBe(status);
      expect(await response.text(), path).toBe('');
    }
  });

  it('lists every part in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>https://parts.example.com/part/${partId}</loc>`);
    expect(sitemap.body).toContain('<loc>https://parts.example.com/catalog</loc>');
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://parts.example.com/sitemap.xml');
    expect(robots.body).toContain('Disallow: /admin');
    // A visitor's cart lives in their browser: the page holds nothing for a search engine.
    expect(robots.body).toContain('Disallow: /cart');
    expect(sitemap.body).not.toContain('/cart<');
    expect(robots.body).toContain('Disallow: /app-shell');
  });

  it('describes the shop as an app a phone can install, under its own name', async () => {
    const response = await app.inject({ url: '/manifest.webmanifest' });
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = response.json();
    expect(manifest).toMatchObject({ name: 'Silver Streak Restoration Parts', short_name: 'Silver Streak', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
  });

  it('gives every public page its own title, description and canonical address, and lists each in sitemap.xml', async () => {
    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of ['/', '/search', '/shop', '/catalog', '/about', '/contact', '/sites']) {
      const html = (await app.inject({ url: path })).body;
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(title, path).toContain(context().config.shopName);
      expect(description, path).toBeTruthy();
      titles.add(title!);
      descriptions.add(description!);
      expect(sitemap, path).toContain(`<loc>https://parts.example.com${path}</loc>`);
      if (path !== '/') expect(html, path).toContain(`<link rel="canonical" href="https://parts.example.com${path}" />`);
    }
    expect(titles.size).toBe(7);
    expect(descriptions.size).toBe(7);
    expect((await app.inject({ url: '/catalog/' })).body).toContain('<title>1926-1960 Digital Catalog | ');
  });
});
