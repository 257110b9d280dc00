import { Link } from 'react-router';

import { CATEGORY_MESSAGES, type Section } from '../../../../domain/category.schema.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { DeleteDialogs } from '../../../components/ui/confirm-dialog.tsx';
import { RowActions } from '../../../components/ui/row-actions.tsx';
import { paths } from '../../../../domain/paths.ts';
import { useDeleteSection, useSections } from '../../../features/categories/api/categories-api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteFlow } from '../../../lib/use-delete-flow.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /admin/sections: the headings of the category tree. */
export default function SectionsListRoute() {
  usePageTitle('Category Sections');
  const sections = useSections();
  const remove = useDeleteSection();
  const deletion = useDeleteFlow(
    (section: Section, handlers) => remove.mutate(section.id, handlers),
    (error) => (error instanceof ApiError && error.status === 409 ? error.message : CATEGORY_MESSAGES.deleteSectionFailed),
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold">Category Sections</h1>
        <div className="ml-auto flex flex-wrap gap-2">
          <Link to={paths.admin.categories} className={buttonClass('secondary')}>Categories</Link>
          <Link to={paths.admin.newSection} className={buttonClass('primary')}>Add Section</Link>
        </div>
      </div>
      {sections.isError ? <Alert>{CATEGORY_MESSAGES.fetchSectionsFailed}</Alert> : null}
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Category sections</caption>
          <thead className="bg-stone-100 text-xs tracking-wide text-stone-700 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2">Name</th>
              <th scope="col" className="hidden px-4 py-2 md:table-cell">Description</th>
              <th scope="col" className="hidden px-4 py-2 text-right sm:table-cell">Categories</th>
              <th scope="col" className="px-4 py-2"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {sections.isPending
              ? [0, 1, 2, 3].map((i) => <tr key={i}><td colSpan={4} className="px-4 py-3"><div className="h-8 animate-pulse rounded bg-stone-100" /></td></tr>)
              : sections.data?.map((section) => (
                  <tr key={section.id}>
                    <td className="px-4 py-2">
                      <span className="font-semibold tracking-wide text-stone-900">{section.name}</span>
                      <span className="block text-xs text-stone-600 sm:hidden">{section.categoryCount} {section.categoryCount === 1 ? 'category' : 'categories'}</span>
                    </td>
                    <td className="hidden px-4 py-2 text-stone-700 md:table-cell">{section.description}</td>
                    <td className="hidden px-4 py-2 text-right sm:table-cell">{section.categoryCount}</td>
                    <td className="px-4 py-2">
                      <RowActions name={section.name} editTo={paths.admin.editSection(section.id)} onDelete={() => deletion.ask(section)} />
                    </td>
                  </tr>
                ))}
            {sections.data?.length === 0 ? (
              <tr><td colSpan={4} className="px-4 py-8 text-center text-stone-600">{CATEGORY_MESSAGES.noSections}</td></tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <DeleteDialogs flow={deletion} title="Delete section" describe={(section) => `Delete the section ${section.name}? This cannot be undone.`} pending={remove.isPending} />
    </div>
  );
}
