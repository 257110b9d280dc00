import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

import { IMAGE_MESSAGES, type Part } from '../../../../domain/part.schema.ts';
import { VEHICLE_MESSAGES } from '../../../../domain/vehicle.schema.ts';
import { waitingLine } from '../../../../domain/stock-alert.schema.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { SaveErrorAlert } from '../../../components/ui/save-error-alert.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../../domain/paths.ts';
import { useFacets, useModels } from '../../../features/catalog/api/catalog-queries.ts';
import { copyPartImages, uploadPartImages, useAdminPart, useCreatePart, usePartStockAlerts, usePicturesChanging, useUpdatePart } from '../../../features/parts/api/parts-api.ts';
import { useMakes } from '../../../features/vehicles/api/vehicles-api.ts';
import { PartForm } from '../../../features/parts/components/part-form.tsx';
import { ImportPanel } from '../../../features/imports/components/import-panel.tsx';
import { PartPictures, PendingPictures } from '../../../features/parts/components/part-pictures.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useNavigateAfterSave } from '../../../lib/use-leave-guard.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useEditedVersion, useSaveAsNew } from '../../../lib/use-edited-version.ts';

/** What the part form offers: categories by section, the makes and the model names of Vehicle Management. */
function useFormChoices() {
  const facets = useFacets();
  const models = useModels(undefined);
  const makes = useMakes();
  const ready = facets.data && makes.data ? { sections: facets.data.sections, makes: makes.data.map((make) => make.name) } : undefined;
  return { ready, modelNames: [...new Set((models.data ?? []).map((model) => model.name))], error: facets.error ? 'Failed to fetch categories' : makes.error ? VEHICLE_MESSAGES.fetchMakesFailed : null };
}

/** /admin/parts/new: the form, with pictures uploaded once the part exists; `?copy={id}` starts from a copy of that part (Duplicate). */
export function NewPartRoute() {
  usePageTitle('Add New Part');
  const navigate = useNavigate();
  const saved = useNavigateAfterSave();
  const copyParam = Number(useSearchParams()[0].get('copy'));
  const copyId = Number.isSafeInteger(copyParam) && copyParam > 0 ? copyParam : undefined;
  const original = useAdminPart(copyId);
  const choices = useFormChoices();
  const create = useCreatePart();
  const [files, setFiles] = useState<File[]>([]);
  const [copyPictures, setCopyPictures] = useState(true);
  const [uploading, setUploading] = useState(false);

  if (!choices.ready || (copyId !== undefined && original.isPending)) {
    return choices.error ? <Alert>{choices.error}</Alert> : <p role="status" className="text-stone-600">Loading the form…</p>;
  }
  const template = copyId === undefined ? undefined : original.data;
  const copied = template && copyPictures && template.images.length > 0 ? template : undefined;
  const submit = (values: Parameters<typeof create.mutate>[0]) =>
    create.mutate(values, {
      onSuccess: async (part) => {
        if (files.length === 0 && !copied) return saved(paths.admin.parts);
        setUploading(true);
        try {
          if (copied) await copyPartImages(part.id, copied.id);
          if (files.length) await uploadPartImages(part.id, files);
          saved(paths.admin.parts);
        } catch (error) {
          // The part is saved; its pictures are not. Open it so they can be added again.
          saved(paths.admin.editPart(part.id), { pictureError: (error as Error).message || IMAGE_MESSAGES.uploadFailed });
        }
      },
    });

  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold">Add New Part</h1>
      {original.isError ? <Alert>{original.error instanceof ApiError && original.error.status === 404 ? 'The part to copy no longer exists: the form starts empty.' : 'Failed to fetch the part to copy: the form starts empty.'}</Alert> : null}
      {template ? (
        <p className="rounded-md border border-stone-200 bg-white p-3 text-sm text-stone-800">
          A copy of <strong>{template.name}</strong> ({template.sku}). Give it a SKU of its own and change what differs.
        </p>
      ) : null}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <PartForm
          template={template}
          sections={choices.ready.sections}
          makes={choices.ready.makes}
          modelNames={choices.modelNames}
          saving={create.isPending || uploading}
          submitError={<SaveErrorAlert error={create.error} fallback="Failed to create part" />}
          pictures={
            <PendingPictures
              files={files}
              onChange={setFiles}
              disabled={create.isPending || uploading}
              copied={template ? { part: template, chosen: copyPictures, onChosen: setCopyPictures } : undefined}
            />
          }
          onSubmit={submit}
        />
        {template ? null : <ImportPanel kind="parts" format={<PartsCsvFormat />} onDone={() => navigate(paths.admin.parts)} />}
      </div>
    </div>
  );
}

/** /admin/parts/{id}/edit: the same form; a change made elsewhere meanwhile is never overwritten. */
export function EditPartRoute() {
  const id = Number(useParams().id);
  const saved = useNavigateAfterSave();
  const part = useAdminPart(id);
  const alerts = usePartStockAlerts(id);
  const choices = useFormChoices();
  const update = useUpdatePart(id);
  const picturesChanging = usePicturesChanging(id);
  // The version the form was opened from; picture changes move it on, since they save at once.
  const version = useEditedVersion(id, part, update);
  // Deleted meanwhile, the part may be saved as a new one from the form (its pictures went with it).
  const asNew = useSaveAsNew(update, useCreatePart(), () => update.variables?.part, () => saved(paths.admin.parts));
  usePageTitle(part.data ? `Edit ${part.data.name}` : 'Edit part');
  const initialPictureError = (useLocation().state as { pictureError?: string } | null)?.pictureError;

  if (part.isError) return <Alert>{part.error instanceof ApiError && part.error.status === 404 ? 'This part no longer exists.' : 'Failed to fetch part'}</Alert>;
  if (choices.error) return <Alert>{choices.error}</Alert>;
  if (!part.data || !version.ready || !choices.ready) return <p role="status" className="text-stone-600">Loading the part…</p>;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold">Edit part</h1>
        <Link to={paths.admin.copyPart(id)} className={buttonClass('secondary', 'ml-auto')}>Duplicate</Link>
      </div>
      {initialPictureError ? <Alert>The part was saved, but its pictures were not: {initialPictureError}</Alert> : null}
      {alerts.data?.waiting ? <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">{waitingLine(alerts.data.waiting, alerts.data.mailing)}</p> : null}
      <PartForm
        reloads={version.reloads}
        initial={part.data}
        sections={choices.ready.sections}
        makes={choices.ready.makes}
        modelNames={choices.modelNames}
        saving={asNew.pending}
        picturesChanging={picturesChanging}
        submitError={<SaveErrorAlert error={asNew.error} fallback="Failed to update part" onReload={version.reload} reloadLabel="Reload part" onRecreate={asNew.recreate} recreateLabel="Save as a new part" />}
        pictures={<PartPictures part={part.data} onChanged={(changed: Part) => version.moveTo(changed.updatedAt)} />}
        onSubmit={(values) => {
          asNew.reset();
          update.mutate({ part: values, expectedUpdatedAt: version.expected }, { onSuccess: () => saved(paths.admin.parts) });
        }}
      />
    </div>
  );
}

/** The parts CSV's columns (SPEC §5), as the import panel lists them. */
function PartsCsvFormat() {
  return (
    <ul className="list-disc space-y-0.5 pl-5">
      <li><strong>SKU</strong>, <strong>Name</strong> and <strong>Regular price</strong> (required)</li>
      <li>Make, Model, Year Start, Year End (or WooCommerce attributes of those names)</li>
      <li>Categories (&quot;SECTION &gt; Category&quot;, comma-separated), Description, Stock, In stock?, Weight (lbs), Length/Width/Height (in)</li>
      <li>A WooCommerce product export works as it is.</li>
    </ul>
  );
}
