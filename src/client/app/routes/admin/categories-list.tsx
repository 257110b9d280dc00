import { useState } from 'react';
import { Link } from 'react-router';

import { CATEGORY_MESSAGES, type Category } from '../../../../domain/category.schema.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { DeleteDialogs } from '../../../components/ui/confirm-dialog.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { RowActions } from '../../../components/ui/row-actions.tsx';
import { paths } from '../../../../domain/paths.ts';
import { useCategoryTree, useDeleteCategory } from '../../../features/categories/api/categories-api.ts';
import { ImportPanel } from '../../../features/imports/components/import-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { deleteRefusal, useDeleteFlow } from '../../../lib/use-delete-flow.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { countOf, formatCount } from '../../../../domain/counts.ts';

const CATEGORY_COLUMNS = [
  { label: 'Name' },
  { label: 'Description', className: 'hidden md:table-cell' },
  { label: 'Parts', className: 'text-right' },
  { label: <span className="sr-only">Actions</span> },
] as const;

/** A section's categories (or those without one), inside the section's card. */
function CategoryTable({ caption, categories, onDelete }: { caption: string; categories: Category[]; onDelete: (category: Category) => void }) {
  return (
    <ListTable caption={caption} columns={CATEGORY_COLUMNS} loading={false} empty={categories.length === 0 ? 'No categories in this section yet.' : null} framed={false}>
      {categories.map((category) => (
        <tr key={category.id}>
          <td className="px-3 py-2 font-semibold text-stone-900">{category.name}</td>
          <td className="hidden px-3 py-2 text-stone-700 md:table-cell">{category.description}</td>
          <td className="px-3 py-2 text-right">
            {category.partCount > 0 ? (
              <Link to={paths.admin.partsInCategory(category.name)} className="text-brand-800 underline" aria-label={`${countOf(category.partCount, 'part')} in ${category.name}`}>{formatCount(category.partCount)}</Link>
            ) : (
              <span className="text-stone-500">0</span>
            )}
          </td>
          <td className="px-3 py-2">
            <RowActions name={category.name} editTo={paths.admin.editCategory(category.id)} onDelete={() => onDelete(category)} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

/** /admin/categories: categories under their sections, with how many parts use each (SPEC §2). */
export default function CategoriesListRoute() {
  usePageTitle('Categories');
  const tree = useCategoryTree();
  const remove = useDeleteCategory();
  const [importOpen, setImportOpen] = useState(false);
  const deletion = useDeleteFlow(
    (category: Category, handlers) => remove.mutate(category, handlers),
    (error, category): { message: string; category?: Category } =>
      error instanceof ApiError && error.code === 'CATEGORY_IN_USE' ? { message: error.message, category } : { message: deleteRefusal(error) ?? CATEGORY_MESSAGES.deleteCategoryFailed },
  );
  const { failure } = deletion;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold">Categories</h1>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="secondary" aria-expanded={importOpen} aria-controls="categories-import" onClick={() => setImportOpen((open) => !open)}>Import Categories</Button>
          <a href={paths.admin.export('categories')} download className={buttonClass('secondary')}>Export CSV</a>
          <Link to={paths.admin.sections} className={buttonClass('secondary')}>Category Sections</Link>
          <Link to={paths.admin.newCategory} className={buttonClass('primary')}>Add New Category</Link>
        </div>
      </div>
      {importOpen ? (
        <div id="categories-import">
          <ImportPanel
            kind="categories"
            format={
              <ul className="list-disc space-y-0.5 pl-5">
                <li><strong>name</strong> and <strong>section</strong> (required); description (optional)</li>
                <li>The section must exist (any case); DECALS and NOS are created when missing.</li>
              </ul>
            }
            onDone={() => setImportOpen(false)}
          />
        </div>
      ) : null}

      {tree.isError ? <Alert>{CATEGORY_MESSAGES.fetchCategoriesFailed}</Alert> : null}
      {tree.isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading categories">
          {[0, 1, 2].map((i) => <div key={i} className="h-32 animate-pulse rounded-lg bg-stone-200" />)}
        </div>
      ) : null}
      {tree.data && tree.data.sections.length === 0 ? (
        <div className="rounded-lg border border-stone-200 bg-white p-8 text-center">
          <p className="text-stone-700">{CATEGORY_MESSAGES.noSections}</p>
          <Link to={paths.admin.newCategorySection} className={buttonClass('primary', 'mt-4')}>Add Category Section</Link>
        </div>
      ) : null}
      {tree.data?.sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`} className="overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b border-stone-200 bg-stone-100 px-4 py-3">
            <h2 id={`section-${section.id}`} className="font-bold tracking-wide text-stone-900 uppercase">{section.name}</h2>
            {section.description ? <p className="text-sm text-stone-600">{section.description}</p> : null}
            <Link to={paths.admin.editSection(section.id)} className="ml-auto text-sm font-semibold text-brand-800 underline" aria-label={`Edit section ${section.name}`}>Edit section</Link>
          </div>
          <CategoryTable caption={`Categories in ${section.name}`} categories={section.categories} onDelete={deletion.ask} />
        </section>
      ))}
      {tree.data && tree.data.withoutSection.length > 0 ? (
        <section aria-labelledby="section-none" className="overflow-hidden rounded-lg border border-amber-300 bg-white shadow-sm">
          <div className="border-b border-amber-200 bg-amber-50 px-4 py-3">
            <h2 id="section-none" className="font-bold tracking-wide text-stone-900 uppercase">Without a section</h2>
            <p className="text-sm text-stone-700">Edit each of these to choose its section.</p>
          </div>
          <CategoryTable caption="Categories without a section" categories={tree.data.withoutSection} onDelete={deletion.ask} />
        </section>
      ) : null}

      <DeleteDialogs flow={deletion} title="Delete category" describe={(category) => `Delete the category ${category.name}? This cannot be undone.`} pending={remove.isPending} failureMessage={(failed) => failed.message}>
        {failure?.category ? (
          <Link to={paths.admin.partsInCategory(failure.category.name)} className="font-semibold text-brand-800 underline">Show the parts in {failure.category.name}</Link>
        ) : null}
      </DeleteDialogs>
    </div>
  );
}
