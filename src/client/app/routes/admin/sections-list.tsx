import { Link } from 'react-router';

import { CATEGORY_MESSAGES, type Section } from '../../../../domain/category.schema.ts';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { DeleteDialogs } from '../../../components/ui/confirm-dialog.tsx';
import { RowActions } from '../../../components/ui/row-actions.tsx';
import { paths } from '../../../../domain/paths.ts';
import { useDeleteSection, useSections } from '../../../features/categories/api/categories-api.ts';
import { deleteRefusal, useDeleteFlow } from '../../../lib/use-delete-flow.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { countOf, formatCount } from '../../../../domain/counts.ts';

/** /admin/sections: the headings of the category tree. */
export default function SectionsListRoute() {
  usePageTitle('Category Sections');
  const sections = useSections();
  const remove = useDeleteSection();
  const deletion = useDeleteFlow(
    (section: Section, handlers) => remove.mutate(section, handlers),
    (error) => deleteRefusal(error) ?? CATEGORY_MESSAGES.deleteSectionFailed,
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
      <ListTable
        caption="Category sections"
        columns={[{ label: 'Name' }, { label: 'Description', className: 'hidden md:table-cell' }, { label: 'Categories', className: 'hidden text-right sm:table-cell' }, { label: <span className="sr-only">Actions</span> }]}
        loading={sections.isPending}
        empty={sections.data?.length === 0 ? CATEGORY_MESSAGES.noSections : null}
      >
        {sections.data?.map((section) => (
          <tr key={section.id}>
            <td className="px-3 py-2">
              <span className="font-semibold tracking-wide text-stone-900">{section.name}</span>
              <span className="block text-xs text-stone-600 sm:hidden">{countOf(section.categoryCount, 'category', 'categories')}</span>
            </td>
            <td className="hidden px-3 py-2 text-stone-700 md:table-cell">{section.description}</td>
            <td className="hidden px-3 py-2 text-right sm:table-cell">{formatCount(section.categoryCount)}</td>
            <td className="px-3 py-2">
              <RowActions name={section.name} editTo={paths.admin.editSection(section.id)} onDelete={() => deletion.ask(section)} />
            </td>
          </tr>
        ))}
      </ListTable>
      <DeleteDialogs flow={deletion} title="Delete section" describe={(section) => `Delete the section ${section.name}? This cannot be undone.`} pending={remove.isPending} />
    </div>
  );
}
