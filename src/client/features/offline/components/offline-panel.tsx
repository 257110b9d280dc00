import { useEffect, useState, useSyncExternalStore } from 'react';

import type { buttonClass as ButtonClass } from '../../../components/ui/button.tsx';
import { canKeepOffline, type CopyMeta, type CopySize, keepOffline, readCopyMeta, readCopySize, saveCopy, type SaveProgress, stopKeepingOffline } from '../offline-copy.ts';
import { formatDateTime, formatMegabytes } from '../../../lib/format.ts';
import { formatCount } from '../../../../domain/counts.ts';

const neverChanges = () => () => {};

function ProgressLine({ progress }: { progress: SaveProgress }) {
  const label = progress.step === 'catalogue' ? 'Saving the catalogue…' : `Saving the pictures: ${formatCount(progress.done)} of ${formatCount(progress.total)}`;
  return (
    <div className="mt-4" role="status">
      <p id="offline-progress-label" className="text-sm font-semibold text-stone-800">{label}</p>
      <progress
        aria-labelledby="offline-progress-label"
        className="mt-2 h-2 w-full max-w-md appearance-none overflow-hidden rounded-full bg-stone-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-brand-700"
        value={progress.step === 'catalogue' ? undefined : progress.done}
        max={progress.step === 'catalogue' ? undefined : Math.max(progress.total, 1)}
      />
    </div>
  );
}

/** What keeping the catalogue takes, said before it is saved, and a warning when the browser has less room left for the shop. */
function SizeNote({ size }: { size: CopySize }) {
  if (size.refused) return <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">{size.message}</p>;
  const short = size.free !== null && size.free < size.bytes;
  return (
    <>
      <p className="mt-3 text-stone-700">
        It takes about {formatMegabytes(size.bytes)} on this device: {formatCount(size.parts)} parts and {formatCount(size.pictures)} pictures.
      </p>
      {short ? (
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          This browser has about {formatMegabytes(size.free!)} left for the shop on this device, less than the catalogue needs. Free some space first, or saving may stop part-way.
        </p>
      ) : null}
    </>
  );
}

/**
 * The route hands over the button look (as the cart's route does its frame): a chunk loaded later that
 * imports the entry's own modules makes the bundler split them out of the entry.
 *
 * /catalog's offer to keep the whole catalogue on this device for a swap meet with no signal (ADR 018):
 * search, part pages and their pictures then work offline, and the copy is brought up to date online.
 */
export default function OfflinePanel({ buttonClass }: { buttonClass: typeof ButtonClass }) {
  // Known in the browser only: the server renders the offer without its buttons.
  const supported = useSyncExternalStore<boolean | null>(neverChanges, canKeepOffline, () => null);
  const [meta, setMeta] = useState<CopyMeta | null>(null);
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  const [size, setSize] = useState<CopySize | null>(null);

  useEffect(() => {
    if (supported) readCopyMeta().then(setMeta, () => setMeta(null));
  }, [supported]);
  // Before a first save: what it takes, against the room the browser has (an estimate that failed says nothing).
  const offering = supported && !meta;
  useEffect(() => {
    if (offering) readCopySize().then(setSize, () => setSize(null));
  }, [offering]);

  const run = (work: () => Promise<CopyMeta | null>) => {
    setError(null);
    setProgress({ step: 'catalogue', done: 0, total: 1 });
    work()
      .then(setMeta, (failure: unknown) => setError(`The catalogue could not be saved on this device: ${failure instanceof Error ? failure.message : String(failure)}`))
      .finally(() => setProgress(null));
  };
  const busy = progress !== null;

  return (
    <section id="offline" aria-labelledby="offline-title" className="mt-12 rounded-lg border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="offline-title" className="font-display text-2xl font-bold">Take the catalogue with you</h2>
      <p className="mt-2 max-w-prose text-stone-700">
        Going to a swap meet with no signal? Keep the whole catalogue on this device: search it, open its parts and see their pictures offline. Prices and stock are those of the moment it was last brought up to date.
      </p>
      {supported === false ? (
        <p className="mt-2 text-stone-700">
          {window.isSecureContext
            ? 'This browser cannot keep the catalogue for use offline. Try a current Chrome, Edge, Firefox or Safari.'
            : 'Keeping the catalogue for use offline needs the shop’s secure address, starting with https://.'}
        </p>
      ) : supported ? (
        <>
          {meta && !busy ? (
            <p className="mt-3 rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
              Kept on this device: {formatCount(meta.parts)} parts and {formatCount(meta.pictures)} pictures, as of {formatDateTime(meta.savedAt)}. It is brought up to date whenever you are online.
            </p>
          ) : null}
          {!meta && !busy && size ? <SizeNote size={size} /> : null}
          {error ? <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">{error}</p> : null}
          {progress ? <ProgressLine progress={progress} /> : null}
          <div className="mt-4 flex flex-wrap gap-2">
            {meta ? (
              <>
                <button type="button" className={buttonClass('primary')} disabled={busy} onClick={() => run(() => saveCopy(setProgress))}>Update now</button>
                <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={() => run(() => stopKeepingOffline().then(() => null))}>Remove from this device</button>
              </>
            ) : size?.refused ? null : (
              <button type="button" className={buttonClass('primary')} disabled={busy} onClick={() => run(() => keepOffline(setProgress))}>Keep the catalogue on this device</button>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
