import { useParams, useSearchParams } from 'react-router';

import { CATEGORY_MESSAGES, type CategoryInput } from '../../../../domain/category.schema.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { SaveErrorAlert } from '../../../components/ui/save-error-alert.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../../domain/paths.ts';
import { useCategory, useCreateCategory, useSections, useUpdateCategory } from '../../../features/categories/api/categories-api.ts';
import { CategoryForm } from '../../../features/categories/components/category-form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useEditedVersion, useSaveAsNew } from '../../../lib/use-edited-version.ts';
import { useNavigateAfterSave } from '../../../lib/use-leave-guard.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Link } from 'react-router';
import { formatCount } from '../../../../domain/counts.ts';

function NoSections() {
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-8 text-center">
      <p className="text-stone-700">{CATEGORY_MESSAGES.noSections}</p>
      <p className="mt-1 text-sm text-stone-600">Every category belongs to a section. Add one first.</p>
      <Link to={paths.admin.newCategorySection} className={buttonClass('primary', 'mt-4')}>Add Category Section</Link>
    </div>
  );
}

/** /admin/categories/new */
export function NewCategoryRoute() {
  usePageTitle('Add New Category');
  const saved = useNavigateAfterSave();
  const sections = useSections();
  const save = useCreateCategory();
  const preselected = Number(useSearchParams()[0].get('section')) || undefined;
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold">Add New Category</h1>
      {sections.isError ? <Alert>{CATEGORY_MESSAGES.fetchSectionsFailed}</Alert> : null}
      {sections.isPending ? <p role="status" className="text-stone-600">Loading the form…</p> : null}
      {sections.data?.length === 0 ? <NoSections /> : null}
      {sections.data?.length ? (
        <CategoryForm
          sections={sections.data}
          sectionId={preselected}
          saving={save.isPending}
          submitError={<SaveErrorAlert error={save.error} fallback={CATEGORY_MESSAGES.saveCategoryFailed} />}
          cancelTo={paths.admin.categories}
          onSubmit={(values: CategoryInput) => save.mutate(values, { onSuccess: () => saved(paths.admin.categories) })}
        />
      ) : null}
    </div>
  );
}

/** /admin/categories/{id}/edit: a new name is carried onto every part that names the category. */
export function EditCategoryRoute() {
  const id = Number(useParams().id);
  const saved = useNavigateAfterSave();
  const category = useCategory(id);
  const sections = useSections();
  const save = useUpdateCategory(id);
  const version = useEditedVersion(id, category, save);
  const asNew = useSaveAsNew(save, useCreateCategory(), () => save.variables?.category, () => saved(paths.admin.categories));
  usePageTitle(category.data ? `Edit ${category.data.name}` : 'Edit category');

  if (category.isError) return <Alert>{category.error instanceof ApiError && category.error.status === 404 ? 'This category no longer exists.' : CATEGORY_MESSAGES.fetchCategoriesFailed}</Alert>;
  if (sections.isError) return <Alert>{CATEGORY_MESSAGES.fetchSectionsFailed}</Alert>;
  if (!category.data || !version.ready || !sections.data) return <p role="status" className="text-stone-600">Loading the category…</p>;
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold">Edit category</h1>
      {category.data.partCount > 0 ? (
        <p className="text-sm text-stone-700">
          {formatCount(category.data.partCount)} part{category.data.partCount === 1 ? ' names' : 's name'} this category; a new name is written onto {category.data.partCount === 1 ? 'it' : 'them'} too.
        </p>
      ) : null}
      <CategoryForm
        reloads={version.reloads}
        initial={category.data}
        sections={sections.data}
        saving={asNew.pending}
        submitError={
          <SaveErrorAlert error={asNew.error} fallback={CATEGORY_MESSAGES.saveCategoryFailed} onReload={version.reload} reloadLabel="Reload category" onRecreate={asNew.recreate} recreateLabel="Save as a new category" />
        }
        cancelTo={paths.admin.categories}
        onSubmit={(values) => {
          asNew.reset();
          save.mutate({ category: values, expectedUpdatedAt: version.expected }, { onSuccess: () => saved(paths.admin.categories) });
        }}
      />
    </div>
  );
}
