import net from 'node:net';

import { expect, inject, it } from 'vitest';

import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { expect as expectPage } from './support/expect-page.ts';

/**
 * A door to the shop that can be shut: the browser reaches the shop through it, and shutting it
 * leaves the shop unreachable as a phone with no signal finds it (connections refused, for the page
 * and its service worker alike; the browser's offline switch does not reach service workers).
 */
async function openDoor(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const end of [socket, upstream]) {
      sockets.add(end);
      end.on('close', () => sockets.delete(end));
      end.on('error', () => end.destroy());
    }
    socket.pipe(upstream).pipe(socket);
  });
  const listen = (port: number) => new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));
  const port = await listen(0);
  return {
    url: `http://127.0.0.1:${port}`,
    shut: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    reopen: () => listen(port),
  };
}

const session = useBrowser();

// Saving the demo's 2,989 parts and their pictures on the phone takes most of a minute alone on the project's
// machine (49-51 s, 0.62.0 and 0.63.0 alike), so it has two minutes, twice the suite's one: a busy machine ran it past 60 s.
const OFFLINE_TEST_TIMEOUT_MS = 120_000;

it('keeps the catalogue on a phone: with no signal it searches, opens parts and shows their pictures; then it is let go', async () => {
  const door = await openDoor(new URL(inject('baseUrl')));
  const context = await session().browser.newContext({ baseURL: door.url, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const ready = async (path: string) => {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  };
  try {
    const { total } = (await (await fetch(`${inject('baseUrl')}/api/catalog/search?pageSize=1`)).json()) as { total: number };
    await ready('/catalog');
    await expectPage(page.getByRole('heading', { name: 'Take the catalogue with you' })).toBeVisible();
    // Before saving, what it takes: the shop's own count of parts and pictures.
    const size = (await (await page.request.get('/api/catalog/offline/size')).json()) as { parts: number; pictures: number };
    await expectPage(page.getByText(new RegExp(`^It takes about [\\d.]+ MB on this device: ${size.parts.toLocaleString('en-US')} parts and ${size.pictures.toLocaleString('en-US')} pictures\\.$`))).toBeVisible();
    await page.getByRole('button', { name: 'Keep the catalogue on this device' }).click();
    const kept = page.getByText(/^Kept on this device: [\d,]+ parts and [\d,]+ pictures/);
    await kept.waitFor({ timeout: 120_000 });
    const [, parts, pictures] = /([\d,]+) parts and ([\d,]+) pictures/.exec((await kept.textContent())!)!;
    expect(Number(parts!.replace(/,/g, ''))).toBe(total);
    expect(Number(pictures!.replace(/,/g, ''))).toBeGreaterThan(total / 2);
    await expectNoAxeViolations(page);

    await door.shut();
    expect((await fetch(`${door.url}/api/catalog/version`).catch(() => null))?.ok).toBeFalsy();

    // A search typed at the swap meet: the kept copy answers, and the page says so.
    await ready('/search?q=tail+lamp+lens');
    await expectPage(page.getByText(/^You are offline\. This is the catalogue kept on this device, as of/)).toBeVisible();
    const firstCard = page.getByRole('main').getByRole('article').first();
    await expectPage(firstCard).toBeVisible();
    const name = (await firstCard.getByRole('heading').first().textContent())!;
    expect(name).toMatch(/tail lamp/i);
    const picture = firstCard.getByRole('img').first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && !img.currentSrc.endsWith('placeholder-part.svg'))).toBe(true);
    await expectNoAxeViolations(page);

    // Its part page, from the copy.
    await firstCard.getByRole('link').first().click();
    await expectPage(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // A slip is forgiven offline as online.
    await ready('/search?q=bonnevile');
    await expectPage(page.getByText('Showing parts for “bonneville” instead of “bonnevile”.')).toBeVisible();
    // A word of the language is no slip, offline as online: "candle" is a part the demo lacks, not "handle".
    await ready('/search?q=candle');
    await expectPage(page.getByText('No parts found matching your criteria')).toBeVisible();

    // Back in signal: the copy is let go, and the shop is online only again.
    await door.reopen();
    await ready('/catalog');
    await page.getByRole('button', { name: 'Remove from this device' }).click();
    await expectPage(page.getByRole('button', { name: 'Keep the catalogue on this device' })).toBeVisible();
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await door.shut().catch(() => undefined);
  }
}, OFFLINE_TEST_TIMEOUT_MS);
