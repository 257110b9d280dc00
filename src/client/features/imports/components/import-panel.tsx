import { type ChangeEvent, type ReactNode, useId, useState } from 'react';

import { IMPORT_LABELS, IMPORT_MESSAGES, type ImportJob, type ImportKind, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_FILE_LABEL } from '../../../../domain/csv-import.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useCancelImport, useCommitImport, useCurrentImport, useImportJob, useRefreshAfterImport, useStartImport } from '../api/imports-api.ts';
import { countOf, formatCount } from '../../../../domain/counts.ts';

const SHOWN_ERRORS = 50;

interface ImportPanelProps {
  kind: ImportKind;
  /** The columns the file needs, shown in the 'Required CSV Format' box. */
  format: ReactNode;
  /** Close on the completion dialog: back to the list, which shows the new rows. */
  onDone: (job: ImportJob) => void;
}

/**
 * The one CSV import panel (SPEC §4 "Import flow"): choose a file → analysing → the dry run → the
 * duplicates question → importing → done; or 'Import failed: …' with 'Retry Import'.
 */
export function ImportPanel({ kind, format, onDone }: ImportPanelProps) {
  const id = useId();
  const labels = IMPORT_LABELS[kind];
  const current = useCurrentImport(kind);
  const [chosenJob, setChosenJob] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [keepBlank, setKeepBlank] = useState(true);
  const [asking, setAsking] = useState(false);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const start = useStartImport(kind);
  const commit = useCommitImport();
  const cancel = useCancelImport();
  const refresh = useRefreshAfterImport();

  const resumed = current.data && current.data.id !== dismissed ? current.data.id : null;
  const jobId = chosenJob ?? resumed;
  const job = useImportJob(jobId).data ?? null;
  const shown = job && job.id !== dismissed ? job : null;
  const busy = start.isPending || shown?.status === 'analysing' || shown?.status === 'importing';

  const reset = () => {
    setDismissed(jobId);
    setChosenJob(null);
    setAsking(false);
    setInputKey((key) => key + 1);
    start.reset();
    commit.reset();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setLocalError(null);
    setDismissed(jobId);
    if (!/\.csv$/i.test(file.name)) {
      setLocalError(IMPORT_MESSAGES.notCsv);
      setInputKey((key) => key + 1);
      return;
    }
    if (file.size > MAX_IMPORT_FILE_BYTES) {
      setLocalError(IMPORT_MESSAGES.tooLarge);
      setInputKey((key) => key + 1);
      return;
    }
    start.mutate(file, {
      onSuccess: (started) => setChosenJob(started.id),
      onError: (error) => {
        setLocalError(IMPORT_MESSAGES.failedWith(error.message || IMPORT_MESSAGES.failed));
        setInputKey((key) => key + 1);
      },
    });
  };

  const go = (overwrite: boolean) => {
    if (!shown) return;
    setAsking(false);
    commit.mutate({ id: shown.id, overwrite, keepExistingWhenBlank: keepBlank }, { onError: (error) => setLocalError(IMPORT_MESSAGES.failedWith(error.message || IMPORT_MESSAGES.failed)) });
  };
  const finish = () => {
    refresh();
    reset();
    if (shown) onDone(shown);
  };
  const cancelImport = () => {
    if (!shown) return;
    // The panel starts over at once; the server drops the staged rows meanwhile.
    const id = shown.id;
    reset();
    cancel.mutate(id);
  };

  const areaText = start.isPending ? 'Uploading...' : shown?.status === 'analysing' ? 'Analyzing...' : shown?.status === 'importing' ? 'Importing...' : 'Click to upload CSV file';
  const failure = localError ?? (shown?.status === 'failed' ? IMPORT_MESSAGES.failedWith(shown.failure ?? IMPORT_MESSAGES.failed) : null);

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-title`} className="font-display text-xl font-bold">{labels.title}</h2>
      <div className="rounded-md border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
        <h3 className="font-semibold">Required CSV Format</h3>
        <div className="mt-2">{format}</div>
        <p className="mt-2">One file at a time, up to {MAX_IMPORT_FILE_LABEL}. Nothing changes until you confirm the import.</p>
      </div>

      <div>
        <input key={inputKey} id={`${id}-file`} type="file" accept=".csv,text/csv" className="peer sr-only" disabled={busy} onChange={choose} />
        <label
          htmlFor={`${id}-file`}
          aria-disabled={busy || undefined}
          className="flex min-h-24 cursor-pointer items-center justify-center rounded-lg border-2 border-dashed border-stone-300 bg-stone-50 p-6 text-center font-semibold text-stone-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:border-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {areaText}
        </label>
      </div>

      {failure ? (
        <div role="alert" className="space-y-3 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          <p className="whitespace-pre-line">{failure}</p>
          <Button variant="secondary" onClick={() => { setLocalError(null); reset(); }}>Retry Import</Button>
        </div>
      ) : null}

      {shown?.status === 'analysing' ? <Progress label="Analyzing..." value={shown.progress} detail={`${formatCount(shown.stats.total)} records read`} /> : null}

      {shown?.status === 'ready' ? (
        <div className="space-y-4">
          <h3 className="font-semibold">Dry run of {shown.fileName}: nothing has changed yet</h3>
          <DryRun job={shown} plural={labels.plural} />
          <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
            <input type="checkbox" className="size-5 accent-brand-700" checked={keepBlank} onChange={(event) => setKeepBlank(event.target.checked)} />
            Leave existing values when a cell is blank
          </label>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={cancelImport} disabled={cancel.isPending || commit.isPending}>Cancel Import</Button>
            <Button onClick={() => (shown.duplicates > 0 ? setAsking(true) : go(false))} disabled={commit.isPending}>
              Import {countOf(shown.stats.toCreate + shown.stats.toUpdate, labels.noun, labels.plural)}
            </Button>
          </div>
        </div>
      ) : null}

      {shown?.status === 'importing' ? (
        <div className="space-y-3">
          <h3 className="font-semibold">{labels.importing}</h3>
          <Progress label="Importing..." value={shown.progress} />
          <Stats job={shown} />
        </div>
      ) : null}

      {shown?.status === 'failed' && shown.errors.length ? <RowErrors job={shown} /> : null}

      <Dialog
        open={asking && shown?.status === 'ready'}
        onOpenChange={(open) => !open && setAsking(false)}
        title={labels.duplicatesTitle}
        description={labels.duplicatesMessage(shown?.duplicates ?? 0)}
        footer={
          <>
            <Button variant="secondary" onClick={cancelImport}>Cancel Import</Button>
            <Button onClick={() => go(true)}>Overwrite</Button>
          </>
        }
      >
        {null}
      </Dialog>

      <Dialog
        open={shown?.status === 'done'}
        onOpenChange={(open) => !open && finish()}
        title="Import complete"
        footer={
          <Button onClick={finish}>Close</Button>
        }
      >
        {shown?.status === 'done' ? (
          <div className="space-y-2">
            <p>
              {countOf(shown.stats.imported, labels.noun, labels.plural)} imported from {shown.fileName}: {formatCount(shown.stats.toCreate)} new, {formatCount(shown.stats.toUpdate)} updated.
            </p>
            <Stats job={shown} />
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}

function Progress({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <div role="status" className="space-y-1">
      <div className="flex justify-between text-sm text-stone-700">
        <span>{label}</span>
        <span>{detail ? `${detail} · ` : ''}{value}%</span>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} className="h-3 overflow-hidden rounded-full bg-stone-200">
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

/** Figures side by side: the dry run's and the import's. */
function Figures({ label, items }: { label: string; items: [string, number][] }) {
  return (
    // Laid out by the room the figures have (a container query), not the screen's: the panel beside the
    // part form is narrow on a wide screen. Five figures go three to a row there, all five in a dialog.
    <div className="@container">
      <dl aria-label={label} className={`grid grid-cols-2 gap-2 text-sm ${items.length === 5 ? '@xs:grid-cols-3 @md:grid-cols-5' : '@md:grid-cols-4'}`}>
        {items.map(([name, value]) => (
          <div key={name} className="rounded-md bg-stone-100 px-3 py-2">
            <dt className="text-stone-600">{name}</dt>
            <dd className="font-semibold text-stone-900">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** SPEC §3 "Import stats": total, processed, imported, errors, skipped. */
function Stats({ job }: { job: ImportJob }) {
  return <Figures label="Import statistics" items={[['Total', job.stats.total], ['Processed', job.stats.processed], ['Imported', job.stats.imported], ['Errors', job.stats.errors], ['Skipped', job.stats.skipped]]} />;
}

function DryRun({ job, plural }: { job: ImportJob; plural: string }) {
  return (
    <>
      <Figures label={`What the import would do to the ${plural}`} items={[['To create', job.stats.toCreate], ['To update', job.stats.toUpdate], ['Skipped', job.stats.skipped], ['With errors', job.stats.errors]]} />
      {job.errors.length ? <RowErrors job={job} /> : null}
    </>
  );
}

/** Each row that was skipped or refused: row, column, reason; all of them in the download. */
function RowErrors({ job }: { job: ImportJob }) {
  const listed = job.stats.errors + job.stats.skipped;
  return (
    <div className="space-y-2">
      <div className="max-h-72 overflow-auto rounded-md border border-stone-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rows not imported</caption>
          <thead className="sticky top-0 bg-stone-100 text-xs tracking-wide text-stone-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">Row</th>
              <th scope="col" className="px-3 py-2">Column</th>
              <th scope="col" className="px-3 py-2">Reason</th>
            </tr>
          </thead>
          <tbody>
            {job.errors.slice(0, SHOWN_ERRORS).map((error, index) => (
              <tr key={`${error.row}-${index}`} className="border-t border-stone-100">
                <td className="px-3 py-1.5 font-mono">{error.row}</td>
                <td className="px-3 py-1.5">{error.column}</td>
                <td className="px-3 py-1.5">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-stone-700">
        {job.errors.length > SHOWN_ERRORS ? `The first ${SHOWN_ERRORS} of ${formatCount(listed)} rows not imported. ` : ''}
        <a className="font-semibold text-brand-800 underline" href={`/api/admin/imports/jobs/${job.id}/errors.csv`} download>Download the list of rows not imported (CSV)</a>
      </p>
    </div>
  );
}
