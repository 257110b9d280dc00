import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';

import { IMPORT_HIGHLIGHT_MS, VEHICLE_MESSAGES, type Make, type VehicleModel } from '../../../../domain/vehicle.schema.ts';
import { formatYearRange } from '../../../../domain/years.ts';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { DeleteDialogs } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { RowActions } from '../../../components/ui/row-actions.tsx';
import { paths } from '../../../../domain/paths.ts';
import { useDeleteMake, useDeleteModel, useMakes, useVehicleModels } from '../../../features/vehicles/api/vehicles-api.ts';
import { ImportPanel } from '../../../features/imports/components/import-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { deleteRefusal, useDeleteFlow } from '../../../lib/use-delete-flow.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { countOf } from '../../../../domain/counts.ts';

function OverlapFlag() {
  return (
    <span className="ml-2 inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" title="Another model of this make and name has years that meet these">
      Overlapping years
    </span>
  );
}

function ModelDetails({ model, onClose }: { model: VehicleModel | null; onClose: () => void }) {
  return (
    <Dialog open={model !== null} onOpenChange={(open) => !open && onClose()} title={model ? `${model.make} ${model.name}` : 'Vehicle model'} footer={<Button variant="secondary" onClick={onClose}>Close</Button>}>
      {model ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-semibold">Make</dt><dd>{model.make}</dd>
          <dt className="font-semibold">Model</dt><dd>{model.name}</dd>
          <dt className="font-semibold">Years</dt><dd>{formatYearRange(model.yearStart, model.yearEnd)}</dd>
          <dt className="font-semibold">All years</dt><dd>{model.allYears}</dd>
          <dt className="font-semibold">Production periods</dt>
          <dd>{model.productionPeriods.length ? <ul className="list-disc pl-4">{model.productionPeriods.map((period) => <li key={period}>{period}</li>)}</ul> : 'None recorded'}</dd>
          {model.overlaps ? <><dt className="font-semibold">Note</dt><dd>Another {model.make} {model.name} has years that meet these.</dd></> : null}
        </dl>
      ) : null}
    </Dialog>
  );
}

function MakesPanel() {
  const makes = useMakes();
  const remove = useDeleteMake();
  const deletion = useDeleteFlow((make: Make, handlers) => remove.mutate(make, handlers), (error) => deleteRefusal(error) ?? 'Failed to delete make. Please try again.');
  return (
    <section aria-labelledby="makes-title" className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="makes-title" className="text-lg font-bold">Makes</h2>
        <Link to={paths.admin.newMake} className={buttonClass('secondary', 'ml-auto')}>Add Vehicle Make</Link>
      </div>
      {makes.isError ? <Alert className="mt-3">{VEHICLE_MESSAGES.fetchMakesFailed}</Alert> : null}
      <ul className="mt-3 divide-y divide-stone-100" aria-busy={makes.isPending}>
        {makes.data?.map((make) => (
          <li key={make.id} className="flex flex-wrap items-center gap-x-3 py-2">
            <span className="font-semibold">{make.name}</span>
            <span className="text-sm text-stone-600">{countOf(make.modelCount, 'model')}, {countOf(make.partCount, 'part')}</span>
            <span className="ml-auto"><RowActions name={make.name} editTo={paths.admin.editMake(make.id)} onDelete={() => deletion.ask(make)} /></span>
          </li>
        ))}
      </ul>
      <DeleteDialogs flow={deletion} title="Delete make" describe={(make) => `Delete the make ${make.name}? This cannot be undone.`} pending={remove.isPending} />
    </section>
  );
}

/** /admin/vehicle-management: makes, and the models ten to a page (SPEC §2 "Vehicle management"). */
export default function VehicleManagementRoute() {
  usePageTitle('Vehicle Management');
  const { params, update } = useUrlState();
  const search = params.get('search') ?? '';
  // The page index counts from 0 in the address, as in the API (SPEC §4).
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const models = useVehicleModels({ page, search: search || undefined });
  const remove = useDeleteModel();
  const [importOpen, setImportOpen] = useState(false);
  const [imported, highlightSince] = useImportHighlight();
  const [details, setDetails] = useState<VehicleModel | null>(null);
  const deletion = useDeleteFlow((model: VehicleModel, handlers) => remove.mutate(model, handlers), (error) => deleteRefusal(error) ?? VEHICLE_MESSAGES.deleteModelFailed);
  const pageCount = models.data ? Math.max(1, Math.ceil(models.data.total / models.data.pageSize)) : 1;

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ search: String(new FormData(event.currentTarget).get('search') ?? '').trim() || undefined });
  };
  const loadError = models.isError ? (models.error instanceof ApiError ? VEHICLE_MESSAGES.fetchVehicleModelsFailed : VEHICLE_MESSAGES.unexpectedFetchError) : null;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold">Vehicle Management</h1>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="secondary" aria-expanded={importOpen} aria-controls="models-import" onClick={() => setImportOpen((open) => !open)}>Import Models</Button>
          <a href={paths.admin.export('vehicles')} download className={buttonClass('secondary')}>Export CSV</a>
          <Link to={paths.admin.newModel} className={buttonClass('primary')}>Add Model</Link>
        </div>
      </div>
      {importOpen ? (
        <div id="models-import">
          <ImportPanel
            kind="vehicles"
            format={
              <ul className="list-disc space-y-0.5 pl-5">
                <li><strong>All Years</strong> (comma-separated list, such as &quot;1940-1942, 1946-1948&quot;)</li>
                <li><strong>Year Start</strong> (numeric), <strong>Year End</strong> (numeric)</li>
                <li><strong>Make</strong> (text), <strong>Model</strong> (text)</li>
                <li>Production Periods (optional, comma-separated)</li>
              </ul>
            }
            onDone={(job) => {
              setImportOpen(false);
              highlightSince(job.createdAt);
            }}
          />
        </div>
      ) : null}
      <MakesPanel />

      <section aria-labelledby="models-title" className="space-y-3">
        <div className="flex flex-wrap items-end gap-3">
          <h2 id="models-title" className="text-lg font-bold">Models</h2>
          <form onSubmit={submitSearch} role="search" className="flex w-full items-end gap-2 sm:ml-auto sm:w-auto sm:min-w-64">
            <div className="flex-1">
              <label htmlFor="models-search" className="block text-sm font-semibold">Search by make or model</label>
              <input id="models-search" name="search" type="search" key={search} defaultValue={search} className="mt-1 block min-h-11 w-full rounded-md border border-stone-300 bg-white px-3" />
            </div>
            <Button type="submit" variant="secondary">Search</Button>
          </form>
        </div>
        {loadError ? (
          <Alert>
            <p>{loadError}</p>
            <Link to={paths.admin.newModel} className={buttonClass('secondary', 'mt-3')}>Add Model</Link>
          </Alert>
        ) : null}
        {models.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label="Loading vehicle models">
            {[0, 1, 2, 3, 4].map((i) => <div key={i} className="h-12 animate-pulse rounded bg-stone-200" />)}
          </div>
        ) : null}
        {models.data && models.data.total === 0 && !search ? (
          <div className="rounded-lg border border-stone-200 bg-white p-8 text-center">
            <p className="text-stone-700">{VEHICLE_MESSAGES.noModels}</p>
            <Link to={paths.admin.newModel} className={buttonClass('primary', 'mt-4')}>Add First Model</Link>
          </div>
        ) : null}
        {models.data && (models.data.total > 0 || search) ? (
          <ListTable
            caption="Vehicle models"
            columns={[
              { label: 'Make', className: 'hidden sm:table-cell' },
              { label: 'Model' },
              { label: 'Years', className: 'hidden sm:table-cell' },
              { label: 'All years', className: 'hidden md:table-cell' },
              { label: 'Production periods', className: 'hidden lg:table-cell' },
              { label: <span className="sr-only">Actions</span> },
            ]}
            loading={false}
            empty={models.data.items.length === 0 ? 'No models match this search.' : null}
          >
            {models.data.items.map((model) => (
              <tr key={model.id} className={imported(model) ? 'bg-green-100 transition-colors' : 'transition-colors duration-700'}>
                <td className="hidden px-3 py-2 sm:table-cell">{model.make}</td>
                <td className="px-3 py-2">
                  <span className="font-semibold text-stone-900">{model.name}</span>
                  {model.overlaps ? <OverlapFlag /> : null}
                  <span className="block text-xs text-stone-600 sm:hidden">{model.make}, {formatYearRange(model.yearStart, model.yearEnd)}</span>
                </td>
                <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">{formatYearRange(model.yearStart, model.yearEnd)}</td>
                <td className="hidden px-3 py-2 md:table-cell">{model.allYears}</td>
                <td className="hidden px-3 py-2 text-stone-700 lg:table-cell">{model.productionPeriods.join('; ')}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                    <button type="button" className="rounded-md px-2 py-1.5 font-semibold text-stone-800 underline" aria-label={`Details of ${model.make} ${model.name}`} onClick={() => setDetails(model)}>Details</button>
                    <RowActions name={`${model.make} ${model.name} ${formatYearRange(model.yearStart, model.yearEnd)}`} editTo={paths.admin.editModel(model.id)} onDelete={() => deletion.ask(model)} />
                  </div>
                </td>
              </tr>
            ))}
          </ListTable>
        ) : null}
        <Pager page={page + 1} pageCount={pageCount} onPage={(next) => update({ page: String(next - 1) })} />
      </section>

      <ModelDetails model={details} onClose={() => setDetails(null)} />
      <DeleteDialogs flow={deletion} title="Delete model" describe={(model) => `Delete ${model.make} ${model.name} (${formatYearRange(model.yearStart, model.yearEnd)})? This cannot be undone.`} pending={remove.isPending} />
    </div>
  );
}

/** SPEC §2: models an import has just written are highlighted green for 2 seconds. */
function useImportHighlight(): [(model: VehicleModel) => boolean, (since: string) => void] {
  const [since, setSince] = useState<number | null>(null);
  useEffect(() => {
    if (since === null) return;
    const timer = window.setTimeout(() => setSince(null), IMPORT_HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [since]);
  const imported = (model: VehicleModel) => since !== null && model.importStatus !== null && Date.parse(model.importStatus.imported_at) >= since;
  return [imported, (when) => setSince(Date.parse(when))];
}
