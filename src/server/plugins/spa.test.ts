import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { buildApp, type App } from '../app.ts';
import { insertPart } from '../testing/builders.ts';
import { describeEachDatabase } from '../testing/test-database.ts';
import type { PageRenderer } from './spa.ts';

const TEMPLATE = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

describeEachDatabase('pages rendered by the server', (context) => {
  let app: App;
  let clientDir: string;
  const rendered: string[] = [];
  const origins: string[] = [];
  let failNext = false;

  /** A renderer as the built one works: it reads the page's data through the API it is handed. */
  const renderer: PageRenderer = {
    async renderPage({ url, fetch }) {
      rendered.push(new URL(url).pathname);
      origins.push(new URL(url).origin);
      if (failNext) {
        failNext = false;
        throw new Error('render failed');
      }
      const answer = await fetch('/api/catalog/search?q=ornament');
      const result = (await answer.json()) as { total: number };
      const write = await fetch('/api/contact', { method: 'POST' }).then(
        () => 'wrote',
        (error: Error) => error.message,
      );
      const status = new URL(url).pathname === '/no-such-page' ? 404 : 200;
      return { html: Readable.from([`<p>${result.total} found</p>`, `<p>${write}</p>`]), dataScript: '<script type="application/json" id="page-data">{}</script>', status };
    },
  };

  beforeAll(async () => {
    const { config, database, storage } = context();
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
    app = await buildApp({ config, database, storage, clientDir, renderer });
    await insertPart(database.db, { sku: 'SSR-1', name: 'Chief Hood Ornament' });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("puts the page's markup and data into the root element, reading the API in process and never writing through it", async () => {
    const response = await app.inject({ url: '/search?q=ornament' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<div id="root"><p>1 found</p><p>The page renderer only reads the API (POST /api/contact)</p></div><script type="application/json" id="page-data">{}</script><script type="module" src="/assets/app.js">');
    expect(html).toContain('<title>Search parts | ');
  });

  it("renders every address on the shop's own origin, even one spelt like another host's", async () => {
    origins.length = 0;
    rendered.length = 0;
    await app.inject({ url: '//elsewhere.example/search?q=ornament' });
    expect(origins).toEqual([new URL(context().config.publicUrl).origin]);
    expect(rendered).toEqual(['//elsewhere.example/search']);
  });

  it('answers 404 when the renderer finds no page at the address', async () => {
    const response = await app.inject({ url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<p>1 found</p>');
  });

  it('sends the page empty, for the browser to render, when rendering fails', async () => {
    failNext = true;
    const response = await app.inject({ url: '/catalog' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div><script type="module" src="/assets/app.js">');
  });

  it('leaves the admin area and HEAD requests unrendered, and answers 404 for unknown files and API addresses', async () => {
    rendered.length = 0;
    for (const url of ['/admin/login', '/admin/parts']) {
      const response = await app.inject({ url });
      expect(response.body).toContain('<div id="root"></div>');
    }
    const head = await app.inject({ method: 'HEAD', url: '/search' });
    expect(head.statusCode).toBe(200);
    expect(rendered).toEqual([]);
    for (const url of ['/assets/missing.js', '/api/nothing-here', '/media/x']) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'POST', url: '/search', headers: { origin: context().config.publicUrl } })).statusCode).toBe(404);
  });

  it('sends the app alone at /app-shell, for the offline catalogue to open any address with, and keeps it out of search engines', async () => {
    rendered.length = 0;
    const response = await app.inject({ url: '/app-shell' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('rel="canonical"');
    expect(rendered).toEqual([]);
  });

  it('compresses a page for a client that accepts it', async () => {
    const response = await app.inject({ url: '/search?q=ornament', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });
});
