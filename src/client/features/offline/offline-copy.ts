import type { OfflineCatalogue, OfflineSize } from '../../../domain/offline-catalogue.ts';

/*
 * The catalogue kept on this device (ADR 018), in the browser's Cache Storage: the page saves it when
 * the visitor asks, the service worker answers from it offline and brings it up to date online.
 */

export const CATALOGUE_CACHE = 'offline-catalogue';
export const PICTURES_CACHE = 'offline-pictures';
/** The app's own files; each build's service worker has a cache of its own (`offline-app-<build>`). */
export const APP_CACHE_PREFIX = 'offline-app-';
export const COPY_URL = '/offline/catalogue.json';
const META_URL = '/offline/meta.json';
/** The shop's details (footer, contact page), kept beside the catalogue. */
export const SITE_URL = '/api/site';
const PICTURES_AT_ONCE = 6;

/**
 * Marks the requests that save the copy: the service worker passes them straight to the shop, so a
 * slow answer is waited for instead of being answered from the old copy or by the placeholder picture.
 */
export const SAVING_HEADER = 'X-Offline-Copy-Save';
const saving = { cache: 'no-store', headers: { [SAVING_HEADER]: '1' } } satisfies RequestInit;

export interface CopyMeta {
  version: number;
  savedAt: string;
  parts: number;
  pictures: number;
}

export interface SaveProgress {
  step: 'catalogue' | 'pictures';
  done: number;
  total: number;
}

export async function readCopyMeta(): Promise<CopyMeta | null> {
  if (typeof caches === 'undefined') return null;
  const answer = await (await caches.open(CATALOGUE_CACHE)).match(META_URL);
  return answer ? ((await answer.json()) as CopyMeta) : null;
}

export async function readCopy(): Promise<OfflineCatalogue | null> {
  const answer = await (await caches.open(CATALOGUE_CACHE)).match(COPY_URL);
  return answer ? ((await answer.json()) as OfflineCatalogue) : null;
}

/** Why the shop refused, in its own words, or what went wrong on the way. */
async function failure(answer: Response): Promise<Error> {
  const body = (await answer.json().catch(() => null)) as { message?: string } | null;
  return new Error(body?.message ?? `The shop answered ${answer.status}.`);
}

/**
 * Fetches the whole catalogue and the first picture of every part, and keeps them. Pictures already
 * kept are not fetched again; those of parts gone from the catalogue are let go. The catalogue is
 * replaced only once it has arrived whole, so a failure on the way leaves the copy as it was.
 */
export async function saveCopy(onProgress: (progress: SaveProgress) => void = () => {}): Promise<CopyMeta> {
  onProgress({ step: 'catalogue', done: 0, total: 1 });
  const [answer, site] = await Promise.all([fetch('/api/catalog/offline', saving), fetch(SITE_URL, saving)]);
  if (!answer.ok) throw await failure(answer);
  const copy = (await answer.clone().json()) as OfflineCatalogue;
  onProgress({ step: 'catalogue', done: 1, total: 1 });

  const pictures = await caches.open(PICTURES_CACHE);
  const wanted = new Set(copy.pictures.map((picture) => new URL(picture, location.origin).href));
  const kept = new Set((await pictures.keys()).map((request) => request.url));
  const missing = [...wanted].filter((url) => !kept.has(url));
  let done = wanted.size - missing.length;
  onProgress({ step: 'pictures', done, total: wanted.size });
  const next = missing.values();
  const worker = async () => {
    for (let item = next.next(); !item.done; item = next.next()) {
      // A picture that cannot be fetched now is shown as the placeholder offline; the next update tries again.
      const picture = await fetch(item.value, saving).catch(() => null);
      if (picture?.ok) await pictures.put(item.value, picture);
      done += 1;
      onProgress({ step: 'pictures', done, total: wanted.size });
    }
  };
  await Promise.all(Array.from({ length: PICTURES_AT_ONCE }, worker));
  for (const url of kept) if (!wanted.has(url)) await pictures.delete(url);

  const catalogue = await caches.open(CATALOGUE_CACHE);
  await catalogue.put(COPY_URL, answer);
  if (site.ok) await catalogue.put(SITE_URL, site);
  const meta: CopyMeta = { version: copy.version, savedAt: copy.savedAt, parts: copy.parts.length, pictures: (await pictures.keys()).length };
  await catalogue.put(META_URL, Response.json(meta));
  return meta;
}

/** What keeping the catalogue would take, and the room this browser has left for the shop when it says (null when it does not). */
export interface CopySize extends OfflineSize {
  free: number | null;
  /** True when the shop refuses to let the catalogue be kept (too many parts): `message` says why. */
  refused: boolean;
  message?: string;
}

/** Asks the shop what keeping its catalogue takes, and the browser how much room it has, before anything is saved. */
export async function readCopySize(): Promise<CopySize> {
  const answer = await fetch('/api/catalog/offline/size', saving);
  if (answer.status === 409) return { parts: 0, pictures: 0, bytes: 0, free: null, refused: true, message: (await failure(answer)).message };
  if (!answer.ok) throw await failure(answer);
  const size = (await answer.json()) as OfflineSize;
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  const free = estimate?.quota === undefined ? null : Math.max(0, estimate.quota - (estimate.usage ?? 0));
  return { ...size, free, refused: false };
}

/** Lets go of everything kept for offline use. */
export async function removeCopy(): Promise<void> {
  for (const key of await caches.keys()) {
    if (key === CATALOGUE_CACHE || key === PICTURES_CACHE || key.startsWith(APP_CACHE_PREFIX)) await caches.delete(key);
  }
}

/** Resolves once the registration's worker is active (it has kept the app's files); fails if it could not. */
function activeWorker(registration: ServiceWorkerRegistration): Promise<void> {
  return new Promise((resolve, reject) => {
    if (registration.active) return resolve();
    const installing = registration.installing ?? registration.waiting;
    if (!installing) return reject(new Error('The browser did not start keeping the app.'));
    installing.addEventListener('statechange', () => {
      if (installing.state === 'activated') resolve();
      if (installing.state === 'redundant') reject(new Error('The app’s files could not be kept on this device.'));
    });
  });
}

/** Whether this browser can keep the catalogue: a service worker and Cache Storage, on a secure page. */
export const canKeepOffline = () => typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator && 'caches' in window;

/**
 * Keeps the catalogue on this device: the service worker that answers offline, the app's files, then
 * the catalogue and its pictures. The browser is asked to keep them for good rather than clear them
 * when space runs short.
 */
export async function keepOffline(onProgress: (progress: SaveProgress) => void): Promise<CopyMeta> {
  const registration = await navigator.serviceWorker.register('/sw.js');
  await navigator.storage?.persist?.().catch(() => false);
  try {
    await activeWorker(registration);
    return await saveCopy(onProgress);
  } catch (error) {
    // Nothing kept: no worker is left behind either, and the shop stays as it was for this visitor.
    if (!(await readCopyMeta())) await stopKeepingOffline();
    throw error;
  }
}

/** Lets go of the kept catalogue and of the service worker: the shop works as before, online only. */
export async function stopKeepingOffline(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  await registration?.unregister();
  await removeCopy();
}
