/**
 * The service worker of the offline catalogue (ADR 018), built into /sw.js by
 * scripts/build-service-worker.mjs. It is registered only when a visitor asks to keep the catalogue
 * on their device. Online, everything goes to the shop as usual (the kept copy is brought up to date
 * when the shop's catalogue has changed); with no signal, pages open from the app's own files and
 * the catalogue's questions are answered from the kept copy.
 */
import { SearchQuerySchema } from '../domain/catalog.schema.ts';
import { PLACEHOLDER_IMAGE_URL } from '../domain/images.ts';
import { findOfflinePart, indexOfflineCatalogue, type OfflineIndex, offlineModels, offlineModelYears, offlineRelatedParts, searchOffline } from '../domain/offline-catalogue.ts';
import { APP_CACHE_PREFIX, CATALOGUE_CACHE, PICTURES_CACHE, readCopy, readCopyMeta, saveCopy, SAVING_HEADER, SITE_URL } from './features/offline/offline-copy.ts';
import { formatDateTime } from './lib/format.ts';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

/** The app's built files, the build they come from and the file of the words of the language (one of them), written in by the build. */
declare const OFFLINE_ASSETS: string[];
declare const OFFLINE_BUILD: string;
declare const OFFLINE_REAL_WORDS: string;

const worker = self as unknown as WorkerScope;
const APP_CACHE = `${APP_CACHE_PREFIX}${OFFLINE_BUILD}`;
/** The page every address opens offline: the app, which renders the page asked for from the kept copy. */
const SHELL_URL = '/app-shell';
/** How long the shop may take to answer before the kept copy answers instead (a swap meet's one bar of signal). */
const NETWORK_WAIT_MS = 5_000;
/** How often, at most, the worker asks whether the shop's catalogue has changed. */
const CHECK_EVERY_MS = 10 * 60_000;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await (await caches.open(APP_CACHE)).addAll([SHELL_URL, PLACEHOLDER_IMAGE_URL, '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png', ...OFFLINE_ASSETS]);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith(APP_CACHE_PREFIX) && key !== APP_CACHE) await caches.delete(key);
      await worker.clients.claim();
    })(),
  );
});

/** The shop's answer, or null when it cannot be reached in time. */
async function fromShop(request: Request): Promise<Response | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), NETWORK_WAIT_MS));
  return Promise.race([fetch(request).catch(() => null), timeout]);
}

let lastCheck = 0;
/** Online: fetches the catalogue again when the shop's has changed since it was kept. */
async function keepUpToDate(): Promise<void> {
  if (Date.now() - lastCheck < CHECK_EVERY_MS) return;
  lastCheck = Date.now();
  const meta = await readCopyMeta();
  if (!meta) return;
  const answer = await fetch('/api/catalog/version', { cache: 'no-store' }).catch(() => null);
  if (!answer?.ok) return;
  const { version } = (await answer.json()) as { version: number };
  if (version !== meta.version) await saveCopy().catch(() => undefined);
}

/** The words of the language, which the search never takes for slips, as the shop's search holds them: kept with the app's files. */
async function realWords(): Promise<ReadonlySet<string>> {
  const file = (await caches.match(OFFLINE_REAL_WORDS, { cacheName: APP_CACHE })) ?? (await fetch(OFFLINE_REAL_WORDS).catch(() => null));
  return new Set(file?.ok ? (await file.text()).split('\n') : []);
}

let index: { savedAt: string; index: OfflineIndex } | null = null;
async function keptIndex(): Promise<OfflineIndex | null> {
  const meta = await readCopyMeta();
  if (!meta) return null;
  if (index?.savedAt !== meta.savedAt) {
    const [copy, words] = await Promise.all([readCopy(), realWords()]);
    if (!copy) return null;
    index = { savedAt: meta.savedAt, index: indexOfflineCatalogue(copy, words) };
  }
  return index.index;
}

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'X-Offline-Copy': 'true' } });
const notFound = (message: string) => json({ error: 'NOT_FOUND', message }, 404);

/** The catalogue API's answer from the kept copy, as the shop would give it; null for what the copy cannot answer. */
async function fromCopy(url: URL): Promise<Response | null> {
  if (url.pathname === SITE_URL) return (await caches.open(CATALOGUE_CACHE)).match(SITE_URL).then((site) => site ?? null);
  const kept = await keptIndex();
  if (!kept) return null;
  const path = url.pathname.replace(/^\/api\/catalog/, '');
  if (path === '/search') {
    const query = SearchQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    return query.success ? json(searchOffline(kept, query.data)) : json({ error: 'VALIDATION', message: query.error.issues[0]?.message ?? 'Check the filters' }, 400);
  }
  if (path === '/facets') return json(kept.catalogue.facets);
  if (path === '/sections') return json(kept.catalogue.sections);
  if (path === '/version') return json({ version: kept.catalogue.version });
  if (path === '/models') return json(offlineModels(kept, url.searchParams.get('make') ?? undefined));
  const part = /^\/parts\/(\d+)$/.exec(path);
  if (part) {
    const found = findOfflinePart(kept, Number(part[1]));
    return found ? json(found) : notFound('Part not found');
  }
  const related = /^\/parts\/(\d+)\/related$/.exec(path);
  if (related) {
    const items = offlineRelatedParts(kept, Number(related[1]));
    return items ? json({ items }) : notFound('Part not found');
  }
  const years = /^\/models\/(\d+)\/years$/.exec(path);
  if (years) {
    const found = offlineModelYears(kept, Number(years[1]));
    return found ? json(found) : notFound('Model not found');
  }
  return null;
}

const offline = () =>
  json({ error: 'OFFLINE', message: 'You are offline, and this is not in the catalogue kept on this device.' }, 503);

/** The shop's answer; when it cannot be reached, or a proxy in front of it says it is down, the kept copy's. */
async function api(request: Request, url: URL): Promise<Response> {
  const answer = await fromShop(request);
  if (answer && answer.status < 500) return answer;
  return (await fromCopy(url)) ?? answer ?? offline();
}

/**
 * The app's page, opened with no signal, with a line across its top saying so and how old the kept
 * catalogue is. The line sits outside the app's root, so the app renders beside it without knowing.
 */
async function shell(): Promise<Response | null> {
  const kept = await caches.match(SHELL_URL, { cacheName: APP_CACHE });
  if (!kept) return null;
  const meta = await readCopyMeta();
  const words = meta
    ? `You are offline. This is the catalogue kept on this device, as of ${formatDateTime(meta.savedAt)}: prices and stock may have changed since.`
    : 'You are offline. Pages that need the shop open again once you are back online.';
  const line = `<p role="status" class="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">${words}</p>`;
  const html = (await kept.text()).replace(/<body[^>]*>/, (body) => `${body}${line}`);
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Offline-Copy': 'true' } });
}

async function page(event: FetchEvent): Promise<Response> {
  const answer = await fromShop(event.request);
  if (answer) {
    event.waitUntil(keepUpToDate());
    return answer;
  }
  return (await shell()) ?? offline();
}

/** A kept picture; offline, the smaller kept copy of a larger one, or the placeholder. */
async function picture(request: Request, url: URL): Promise<Response> {
  const pictures = await caches.open(PICTURES_CACHE);
  const kept = await pictures.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const answer = await fromShop(request);
  if (answer) return answer;
  const smaller = await pictures.match(url.href.replace(/\/w\d+\//, '/w320/'));
  return smaller ?? (await caches.match(PLACEHOLDER_IMAGE_URL, { cacheName: APP_CACHE })) ?? offline();
}

async function appFile(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: APP_CACHE })) ?? fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has(SAVING_HEADER)) return;
  const url = new URL(request.url);
  if (url.origin !== location.origin) return;
  // The back office is never answered from a copy: it needs the shop, and its answers are private.
  if (url.pathname.startsWith('/admin') || url.pathname.startsWith('/api/admin') || url.pathname.startsWith('/api/auth')) return;
  if (request.mode === 'navigate') event.respondWith(page(event));
  else if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/') || url.pathname === '/manifest.webmanifest') event.respondWith(appFile(request));
  else if (url.pathname.startsWith('/media/')) event.respondWith(picture(request, url));
  else if (url.pathname.startsWith('/api/catalog/') || url.pathname === SITE_URL) event.respondWith(api(request, url));
});
