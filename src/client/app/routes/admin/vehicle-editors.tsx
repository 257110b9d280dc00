import { useParams } from 'react-router';

import { VEHICLE_MESSAGES } from '../../../../domain/vehicle.schema.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { SaveErrorAlert } from '../../../components/ui/save-error-alert.tsx';
import { paths } from '../../../../domain/paths.ts';
import { useCreateMake, useCreateModel, useMake, useMakes, useUpdateMake, useUpdateModel, useVehicleModel } from '../../../features/vehicles/api/vehicles-api.ts';
import { MakeForm } from '../../../features/vehicles/components/make-form.tsx';
import { ModelForm } from '../../../features/vehicles/components/model-form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useEditedVersion, useSaveAsNew } from '../../../lib/use-edited-version.ts';
import { useNavigateAfterSave } from '../../../lib/use-leave-guard.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /admin/vehicle-management/new and /models/new: 'Add New Vehicle Model'. */
export function NewModelRoute() {
  usePageTitle('Add New Vehicle Model');
  const saved = useNavigateAfterSave();
  const makes = useMakes();
  const save = useCreateModel();
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold">Add New Vehicle Model</h1>
      {makes.isError ? <Alert>{VEHICLE_MESSAGES.fetchMakesFailed}</Alert> : null}
      {makes.isPending ? <p role="status" className="text-stone-600">Loading the form…</p> : null}
      {makes.data ? (
        <ModelForm makes={makes.data} saving={save.isPending} submitError={<SaveErrorAlert error={save.error} fallback={VEHICLE_MESSAGES.saveModelFailed} />} cancelTo={paths.admin.vehicles} onSubmit={(values) => save.mutate(values, { onSuccess: () => saved(paths.admin.vehicles) })} />
      ) : null}
    </div>
  );
}

/** /admin/vehicle-management/{id}/edit and /models/{id}/edit */
export function EditModelRoute() {
  const id = Number(useParams().id);
  const saved = useNavigateAfterSave();
  const model = useVehicleModel(id);
  const makes = useMakes();
  const save = useUpdateModel(id);
  const version = useEditedVersion(id, model, save);
  const asNew = useSaveAsNew(save, useCreateModel(), () => save.variables?.model, () => saved(paths.admin.vehicles));
  usePageTitle(model.data ? `Edit ${model.data.make} ${model.data.name}` : 'Edit vehicle model');
  if (model.isError) return <Alert>{model.error instanceof ApiError && model.error.status === 404 ? 'This vehicle model no longer exists.' : VEHICLE_MESSAGES.fetchModelsFailed}</Alert>;
  if (makes.isError) return <Alert>{VEHICLE_MESSAGES.fetchMakesFailed}</Alert>;
  if (!model.data || !version.ready || !makes.data) return <p role="status" className="text-stone-600">Loading the model…</p>;
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold">Edit Vehicle Model</h1>
      <ModelForm
        reloads={version.reloads}
        initial={model.data}
        makes={makes.data}
        saving={asNew.pending}
        submitError={
          <SaveErrorAlert error={asNew.error} fallback={VEHICLE_MESSAGES.saveModelFailed} onReload={version.reload} reloadLabel="Reload model" onRecreate={asNew.recreate} recreateLabel="Save as a new model" />
        }
        cancelTo={paths.admin.vehicles}
        onSubmit={(values) => {
          asNew.reset();
          save.mutate({ model: values, expectedUpdatedAt: version.expected }, { onSuccess: () => saved(paths.admin.vehicles) });
        }}
      />
    </div>
  );
}

/** /admin/vehicle-management/makes/new */
export function NewMakeRoute() {
  usePageTitle('Add Vehicle Make');
  const saved = useNavigateAfterSave();
  const save = useCreateMake();
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold">Add Vehicle Make</h1>
      <MakeForm saving={save.isPending} submitError={<SaveErrorAlert error={save.error} fallback={VEHICLE_MESSAGES.saveMakeFailed} />} cancelTo={paths.admin.vehicles} onSubmit={(values) => save.mutate(values, { onSuccess: () => saved(paths.admin.vehicles) })} />
    </div>
  );
}

/** /admin/vehicle-management/makes/{id}/edit */
export function EditMakeRoute() {
  const id = Number(useParams().id);
  const saved = useNavigateAfterSave();
  const make = useMake(id);
  const save = useUpdateMake(id);
  const version = useEditedVersion(id, make, save);
  const asNew = useSaveAsNew(save, useCreateMake(), () => save.variables?.make, () => saved(paths.admin.vehicles));
  usePageTitle(make.data ? `Edit ${make.data.name}` : 'Edit make');
  if (make.isError) return <Alert>{make.error instanceof ApiError && make.error.status === 404 ? 'This make no longer exists.' : VEHICLE_MESSAGES.fetchMakesFailed}</Alert>;
  if (!make.data || !version.ready) return <p role="status" className="text-stone-600">Loading the make…</p>;
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold">Edit make</h1>
      <MakeForm
        reloads={version.reloads}
        initial={make.data}
        saving={asNew.pending}
        submitError={<SaveErrorAlert error={asNew.error} fallback={VEHICLE_MESSAGES.saveMakeFailed} onReload={version.reload} reloadLabel="Reload make" onRecreate={asNew.recreate} recreateLabel="Save as a new make" />}
        cancelTo={paths.admin.vehicles}
        onSubmit={(values) => {
          asNew.reset();
          save.mutate({ make: values, expectedUpdatedAt: version.expected }, { onSuccess: () => saved(paths.admin.vehicles) });
        }}
      />
    </div>
  );
}
