import http from 'node:http';

import { describe, expect, inject, it } from 'vitest';

import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { expect as expectPage } from './support/expect-page.ts';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as it travelled (still compressed, if it was). */
  bytes: Buffer;
}

/** One request with exactly the headers given: no client library adding or undoing compression. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, inject('baseUrl')), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function pageHtml(path: string): Promise<string> {
  const answer = await rawGet(path);
  expect(answer.status).toBe(200);
  return answer.bytes.toString('utf8');
}

/** The markup the server put inside the page's root element. */
function rendered(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="page-data">');
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

async function firstPontiac1955(): Promise<{ id: number; name: string; sku: string }> {
  const answer = await fetch(new URL('/api/catalog/search?make=Pontiac&year=1955&pageSize=1', inject('baseUrl')));
  const body = (await answer.json()) as { items: { id: number; name: string; sku: string }[]; total: number };
  return body.items[0]!;
}

describe('public pages rendered by the server', () => {
  const session = useBrowser();

  it('arrive as HTML holding their content: the search results, the part with its price, the sections and the catalogue', async () => {
    const part = await firstPontiac1955();
    const search = rendered(await pageHtml('/search?make=Pontiac&year=1955'));
    expect(search).toMatch(/\d+ parts? found/);
    expect(search).toContain(part.name.replaceAll('&', '&amp;'));
    expect(search).toMatch(/\$[\d,]+\.\d\d/);

    const partPage = rendered(await pageHtml(`/part/${part.id}`));
    expect(partPage).toContain(part.sku);
    expect(partPage).toMatch(/<h1[^>]*>[^<]*/);
    expect(partPage).toMatch(/\$[\d,]+\.\d\d/);
    // The main picture is fetched first and eagerly, sized so that nothing moves when it arrives.
    expect(partPage).toMatch(/<img[^>]*fetchpriority="high"[^>]*>/i);
    expect(partPage).toMatch(/<img[^>]*width="800"[^>]*height="800"/);

    // A part that cannot be ordered arrives whole too, its lazily loaded "Back in stock?" form and "More for
    // the …" in place: nothing of the page is left to an inline script, which the Content-Security-Policy
    // refuses (React outlined the form's boundary on a long page, and the browser found it unfinished).
    const found = (await (await fetch(new URL('/api/catalog/search?q=lens&pageSize=50', inject('baseUrl')))).json()) as { items: { id: number; inStock: boolean; stock: number }[] };
    const waiting = found.items.find((item) => !item.inStock || item.stock === 0);
    expect(waiting, 'a lens that cannot be ordered in the demo catalogue').toBeTruthy();
    const waitingHtml = await pageHtml(`/part/${waiting!.id}`);
    expect(waitingHtml.match(/<template[^>]*>|<script>[^<]{0,60}/g)).toBeNull();
    expect(rendered(waitingHtml)).toContain('Back in stock?');
    expect(rendered(waitingHtml)).toContain('More for the ');

    const home = rendered(await pageHtml('/'));
    expect(home).toContain('Shop by section');
    expect(home).toContain('DECALS');

    const catalog = rendered(await pageHtml('/catalog'));
    expect(catalog).toContain('By vehicle');
    expect(catalog).toContain('Star Chief');
  });

  it('leaves the admin area to the browser, and a part that does not exist answers 404 with the not-found page', async () => {
    const login = await pageHtml('/admin/login');
    expect(login).toContain('<div id="root"></div>');
    expect(login).not.toContain('id="page-data"');

    const missing = await rawGet('/part/99999999');
    expect(missing.status).toBe(404);
  });

  it('are taken over by the browser without fetching their data again and without errors, and then work as the app', async () => {
    const page = await session().newPage();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/catalog/')) apiCalls.push(request.url());
    });
    await page.goto('/search?make=Pontiac&year=1955', { waitUntil: 'networkidle' });
    expect(apiCalls).toEqual([]);
    await expectPage(page.getByRole('heading', { name: /parts? found$/ })).toBeVisible();

    // The page is live: a new sort asks the API and shows its answer.
    await page.getByLabel('Sort by').selectOption('price_asc');
    await page.waitForURL(/sort=price_asc/);
    await expect.poll(() => apiCalls.some((url) => url.includes('sort=price_asc'))).toBe(true);
    await expectNoAxeViolations(page);

    const part = await firstPontiac1955();
    apiCalls.length = 0;
    await page.goto(`/part/${part.id}`, { waitUntil: 'networkidle' });
    expect(apiCalls).toEqual([]);
    await expectPage(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expectPage(page.getByRole('heading', { level: 2, name: 'Shop by section' })).toBeVisible();
  });

  it('can be read with JavaScript off: a search by the address, then a part opened from its results', async () => {
    const page = await session().newPageWithoutScripts({ width: 390, height: 844 });
    await page.goto('/search?make=Pontiac&year=1955');
    await expectPage(page.getByRole('heading', { name: /parts? found$/ })).toBeVisible();
    const first = page.getByRole('article').first();
    const name = await first.getByRole('heading').innerText();
    await first.getByRole('link', { name: /View Details/ }).click();
    await expectPage(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.context().close();
  });

  it('travel compressed to clients that accept it, with the right Vary and cache headers', async () => {
    const html = await rawGet('/search?make=Pontiac&year=1955', { 'accept-encoding': 'br, gzip' });
    expect(html.headers['content-encoding']).toBe('br');
    expect(html.headers.vary).toMatch(/accept-encoding/i);
    expect(html.headers['cache-control']).toBe('no-cache');

    const plain = await rawGet('/search?make=Pontiac&year=1955');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString('utf8')).toContain('parts found');

    // The boot script names the app's main bundle, the largest file a page loads.
    const boot = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(plain.bytes.toString('utf8'))?.[1];
    expect(boot).toBeDefined();
    const main = /main-[\w-]+\.js/.exec((await rawGet(boot!)).bytes.toString('utf8'))?.[0];
    expect(main).toBeDefined();
    const script = await rawGet(`/assets/${main}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers.vary).toMatch(/accept-encoding/i);
    const gzipped = await rawGet(`/assets/${main}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const uncompressed = await rawGet(`/assets/${main}`);
    expect(uncompressed.headers['content-encoding']).toBeUndefined();
    expect(script.bytes.length).toBeLessThan(gzipped.bytes.length);
    expect(gzipped.bytes.length).toBeLessThan(uncompressed.bytes.length / 3);

    const api = await rawGet('/api/catalog/search?make=Pontiac&year=1955', { 'accept-encoding': 'gzip' });
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(api.headers.vary).toMatch(/accept-encoding/i);
    expect(api.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    // A small answer is not worth compressing.
    const small = await rawGet('/api/catalog/search?q=zzzzzzzz', { 'accept-encoding': 'br, gzip' });
    expect(small.bytes.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('name their icons, and the icon browsers and crawlers ask for without being told (/favicon.ico) is there', async () => {
    const html = await pageHtml('/');
    for (const icon of ['/favicon.ico', '/favicon.svg', '/icons/icon-192.png']) {
      expect(html).toContain(`href="${icon}"`);
      const answer = await rawGet(icon);
      expect(answer.status, icon).toBe(200);
      expect(answer.headers['content-type'], icon).toMatch(/^image\//);
      expect(answer.bytes.length, icon).toBeGreaterThan(100);
    }
  });

  it("load at most DESIGN.md's 150 KB of JavaScript, gzip as served, and none of the back office's", async () => {
    const html = (await rawGet('/part/1')).bytes.toString('utf8');
    const boot = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(boot).toBeDefined();
    // The boot script lists the files it preloads with the app: every public page loads them.
    const preloaded = [...new Set((await rawGet(boot!)).bytes.toString('utf8').match(/assets\/[\w.-]+\.js/g) ?? [])];
    expect(preloaded.some((file) => /^assets\/main-/.test(file))).toBe(true);
    let bytes = 0;
    const code: string[] = [];
    for (const file of [boot!, ...preloaded.map((name) => `/${name}`)]) {
      const answer = await rawGet(file, { 'accept-encoding': 'gzip' });
      expect(answer.headers['content-encoding']).toBe('gzip');
      bytes += answer.bytes.length;
      code.push((await rawGet(file)).bytes.toString('utf8'));
    }
    expect(bytes).toBeLessThanOrEqual(150 * 1024);
    expect(preloaded.filter((file) => /edit-version|save-error-alert|part-input|admin/.test(file))).toEqual([]);
  });
});
