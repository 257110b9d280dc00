import { useParams } from 'react-router';

import { CATEGORY_MESSAGES, type SectionInput } from '../../../../domain/category.schema.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { SaveErrorAlert } from '../../../components/ui/save-error-alert.tsx';
import { paths } from '../../../../domain/paths.ts';
import { useCreateSection, useSection, useUpdateSection } from '../../../features/categories/api/categories-api.ts';
import { SectionForm } from '../../../features/categories/components/section-form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useEditedVersion, useSaveAsNew } from '../../../lib/use-edited-version.ts';
import { useNavigateAfterSave } from '../../../lib/use-leave-guard.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /admin/sections/new and /admin/categories/sections/new ('Add Category Section'); saving returns to /admin/sections. */
export function NewSectionRoute({ title = 'Add Section' }: { title?: string }) {
  usePageTitle(title);
  const saved = useNavigateAfterSave();
  const save = useCreateSection();
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      <SectionForm
        title={title}
        saving={save.isPending}
        submitError={<SaveErrorAlert error={save.error} fallback={CATEGORY_MESSAGES.saveSectionFailed} />}
        cancelTo={paths.admin.sections}
        onSubmit={(values: SectionInput) => save.mutate(values, { onSuccess: () => saved(paths.admin.sections) })}
      />
    </div>
  );
}

export function NewCategorySectionRoute() {
  return <NewSectionRoute title="Add Category Section" />;
}

/** /admin/sections/{id}/edit */
export function EditSectionRoute() {
  const id = Number(useParams().id);
  const saved = useNavigateAfterSave();
  const section = useSection(id);
  const save = useUpdateSection(id);
  const version = useEditedVersion(id, section, save);
  const asNew = useSaveAsNew(save, useCreateSection(), () => save.variables?.section, () => saved(paths.admin.sections));
  usePageTitle(section.data ? `Edit ${section.data.name}` : 'Edit section');
  if (section.isError) return <Alert>{section.error instanceof ApiError && section.error.status === 404 ? 'This section no longer exists.' : CATEGORY_MESSAGES.fetchSectionsFailed}</Alert>;
  if (!section.data || !version.ready) return <p role="status" className="text-stone-600">Loading the section…</p>;
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold">Edit section</h1>
      <SectionForm
        reloads={version.reloads}
        initial={section.data}
        title="Edit section"
        saving={asNew.pending}
        submitError={
          <SaveErrorAlert error={asNew.error} fallback={CATEGORY_MESSAGES.saveSectionFailed} onReload={version.reload} reloadLabel="Reload section" onRecreate={asNew.recreate} recreateLabel="Save as a new section" />
        }
        cancelTo={paths.admin.sections}
        onSubmit={(values) => {
          asNew.reset();
          save.mutate({ section: values, expectedUpdatedAt: version.expected }, { onSuccess: () => saved(paths.admin.sections) });
        }}
      />
    </div>
  );
}
