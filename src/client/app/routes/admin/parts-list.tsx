import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';

import { type Part } from '../../../../domain/part.schema.ts';
import { partImageUrl, PLACEHOLDER_IMAGE_URL } from '../../../../domain/images.ts';
import { formatUsd } from '../../../../domain/money.ts';
import type { AdminPart } from '../../../../domain/admin-part-list.schema.ts';
import { ADMIN_PART_SORTS, ADMIN_STOCK_FILTERS, type AdminStockFilter, LOW_STOCK_UNITS } from '../../../../domain/admin-parts.schema.ts';
import { waitingNote } from '../../../../domain/stock-alert.schema.ts';
import { formatYearRange } from '../../../../domain/years.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { labelClass } from '../../../components/ui/form-field.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { DeleteDialogs } from '../../../components/ui/confirm-dialog.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SortSelect } from '../../../components/ui/sort-select.tsx';
import { RowActions } from '../../../components/ui/row-actions.tsx';
import { paths } from '../../../../domain/paths.ts';
import { useFacets } from '../../../features/catalog/api/catalog-queries.ts';
import { useAdminParts, useDeletePart } from '../../../features/parts/api/parts-api.ts';
import { useShopSettings } from '../../../features/settings/api/shop-settings-api.ts';
import { PartsSelectionBar, SelectBox } from '../../../features/parts/components/parts-selection.tsx';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { deleteRefusal, useDeleteFlow } from '../../../lib/use-delete-flow.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { countOf } from '../../../../domain/counts.ts';

/** How many parts a page of the list shows (the API allows up to 100): a bulk change takes a page at most. */
const PAGE_SIZES = [25, 50, 100] as const;
const SORT_LABELS: Record<(typeof ADMIN_PART_SORTS)[number], string> = {
  updated_desc: 'Recently changed',
  name: 'Name',
  sku: 'SKU',
  price_desc: 'Price, high to low',
  price_asc: 'Price, low to high',
  stock_asc: 'Stock, fewest first',
  wanted_desc: 'Most wanted first',
};
const stockLabels = (lowStockUnits: number): Record<AdminStockFilter, string> => ({
  in: 'In stock',
  low: `Low stock (${lowStockUnits} or fewer)`,
  out: 'Out of stock',
  wanted: 'Wanted back by visitors',
});
/** The list's status: SPEC's in or out of stock, with the count on the shelf. */
const stockStatus = (part: Part) => (!part.inStock ? 'Out of Stock' : part.stock > 0 ? `In Stock (${part.stock})` : 'In Stock, none on the shelf');

/** The status, and below it how many visitors asked to be e-mailed when the part is back (stock alerts). */
function StockStatus({ part }: { part: AdminPart }) {
  const note = waitingNote(part.waiting);
  return (
    <>
      {stockStatus(part)}
      {note && <span className="block text-xs font-semibold text-amber-800">{note}</span>}
    </>
  );
}
const isStockFilter = (value: string | null): value is AdminStockFilter => ADMIN_STOCK_FILTERS.includes(value as AdminStockFilter);

export default function PartsListRoute() {
  usePageTitle('Parts');
  const { params, update } = useUrlState();
  const search = params.get('search') ?? '';
  const category = params.get('category') ?? '';
  const sortParam = params.get('sort') as (typeof ADMIN_PART_SORTS)[number] | null;
  const sort = sortParam && ADMIN_PART_SORTS.includes(sortParam) ? sortParam : 'updated_desc';
  const stockParam = params.get('stock');
  const stock = isStockFilter(stockParam) ? stockParam : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const pageSize = PAGE_SIZES.find((size) => String(size) === params.get('size')) ?? PAGE_SIZES[0];
  const list = useAdminParts({ search: search || undefined, category: category || undefined, stock, sort, page, pageSize });
  const remove = useDeletePart();
  const sections = useFacets().data?.sections ?? [];
  const labels = stockLabels(useShopSettings().data?.lowStockUnits ?? LOW_STOCK_UNITS);
  // The list matches a category in any case; one the tree does not hold is still offered, so the select shows it.
  const categoryOption = sections.flatMap((section) => section.categories).find((option) => option.name.toLowerCase() === category.toLowerCase())?.name;
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / pageSize)) : 1;
  // The parts chosen on this page of this list: another page, search, filter or order starts afresh.
  const listKey = JSON.stringify([search, category, stock, sort, page, pageSize]);
  const [selection, setSelection] = useState<{ listKey: string; ids: ReadonlySet<number>; done: string }>({ listKey, ids: new Set(), done: '' });
  const current = selection.listKey === listKey;
  const chosen = current ? selection.ids : new Set<number>();
  const items = list.data?.items ?? [];
  const selected = items.filter((part) => chosen.has(part.id));
  const choose = (ids: Iterable<number>, done = '') => setSelection({ listKey, ids: new Set(ids), done });
  const toggle = (part: Part, on: boolean) => choose(on ? [...chosen, part.id] : [...chosen].filter((id) => id !== part.id));

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ search: String(new FormData(event.currentTarget).get('search') ?? '').trim() || undefined });
  };
  const deletion = useDeleteFlow(
    (part: Part, handlers) => remove.mutate(part, handlers),
    (error) => deleteRefusal(error) ?? 'Failed to delete part. Please try again.',
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold">Parts</h1>
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" onClick={() => list.refetch()} disabled={list.isFetching}>{list.isFetching ? 'Refreshing…' : 'Refresh'}</Button>
          <a href={paths.admin.export('parts', { search, category, stock })} download className={buttonClass('secondary')}>{search || category || stock ? 'Export these parts (CSV)' : 'Export CSV'}</a>
          <Link to={paths.admin.newPart} className={buttonClass('primary')}>Add New Part</Link>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <form onSubmit={submitSearch} role="search" className="flex min-w-64 flex-1 items-end gap-2">
          <div className="flex-1">
            <label htmlFor="parts-search" className="block text-sm font-semibold">Search by name or part number</label>
            <input id="parts-search" name="search" type="search" key={search} defaultValue={search} className="mt-1 block min-h-11 w-full rounded-md border border-stone-300 bg-white px-3" />
          </div>
          <Button type="submit" variant="secondary">Search</Button>
        </form>
        <div>
          <label htmlFor="parts-category" className={labelClass}>Category</label>
          <select id="parts-category" value={categoryOption ?? category} onChange={(event) => update({ category: event.target.value || undefined })} className="mt-1 block min-h-11 max-w-56 rounded-md border border-stone-300 bg-white px-2">
            <option value="">All categories</option>
            {category && !categoryOption ? <option value={category}>{category}</option> : null}
            {sections.map((section) => (
              <optgroup key={section.id} label={section.name}>
                {section.categories.map((option) => <option key={option.id} value={option.name}>{option.name}</option>)}
              </optgroup>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="parts-stock" className={labelClass}>Stock</label>
          <select id="parts-stock" value={stock ?? ''} onChange={(event) => update({ stock: event.target.value || undefined })} className="mt-1 block min-h-11 rounded-md border border-stone-300 bg-white px-2">
            <option value="">All parts</option>
            {ADMIN_STOCK_FILTERS.map((option) => <option key={option} value={option}>{labels[option]}</option>)}
          </select>
        </div>
        <SortSelect id="parts-sort" value={sort} labels={SORT_LABELS} onChange={(value) => update({ sort: value })} />
      </div>
      {list.isError ? <Alert>Failed to fetch parts: {list.error.message}</Alert> : null}
      <p className="text-sm text-stone-700" aria-live="polite">{list.data ? countOf(list.data.total, 'part') : 'Loading parts…'}</p>
      <ListTable
        caption="Parts"
        columns={[
          {
            label: (
              <SelectBox
                label="Select all parts on this page"
                checked={items.length > 0 && selected.length === items.length}
                mixed={selected.length > 0 && selected.length < items.length}
                onChange={(on) => choose(on ? items.map((part) => part.id) : [])}
              />
            ),
            className: 'w-10',
          },
          { label: <span className="sr-only">Picture</span>, className: 'hidden sm:table-cell' },
          { label: 'Name' },
          { label: 'SKU', className: 'hidden sm:table-cell' },
          { label: 'Price', className: 'text-right' },
          { label: 'Years', className: 'hidden md:table-cell' },
          { label: 'Status', className: 'hidden md:table-cell' },
          { label: <span className="sr-only">Actions</span> },
        ]}
        loading={list.isPending}
        empty={list.data?.items.length === 0 ? (search || category || stock ? 'No parts match this search.' : 'No parts yet.') : null}
      >
        {list.data?.items.map((part) => (
          <tr key={part.id} className={chosen.has(part.id) ? 'bg-brand-50' : undefined}>
            <td className="px-3 py-2">
              <SelectBox label={`Select ${part.name} (${part.sku})`} checked={chosen.has(part.id)} onChange={(on) => toggle(part, on)} />
            </td>
            <td className="hidden px-3 py-2 sm:table-cell">
              <img src={part.images[0] ? partImageUrl(part.images[0], 320) : PLACEHOLDER_IMAGE_URL} alt="" width={48} height={48} className="size-12 max-w-none rounded object-cover" />
            </td>
            <td className="px-3 py-2">
              <span className="font-semibold text-stone-900">{part.name}</span>
              <span className="block font-mono text-xs text-stone-600 sm:hidden">{part.sku}</span>
              <span className="block text-xs text-stone-600 md:hidden"><StockStatus part={part} /></span>
            </td>
            <td className="hidden px-3 py-2 font-mono whitespace-nowrap sm:table-cell">{part.sku}</td>
            <td className="px-3 py-2 text-right">{formatUsd(part.regularPrice)}</td>
            <td className="hidden px-3 py-2 whitespace-nowrap md:table-cell">{formatYearRange(part.yearStart, part.yearEnd)}</td>
            <td className="hidden px-3 py-2 md:table-cell"><StockStatus part={part} /></td>
            <td className="px-3 py-2">
              <RowActions name={part.name} editTo={paths.admin.editPart(part.id)} onDelete={() => deletion.ask(part)} />
            </td>
          </tr>
        ))}
      </ListTable>
      <PartsSelectionBar selected={selected} sections={sections} choice={[...chosen].join(',')} done={current ? selection.done : ''} onDone={(message) => choose([], message)} onClear={() => choose([])} />
      <div className="flex flex-wrap items-center justify-center gap-x-8 gap-y-3">
        <Pager page={page} pageCount={pageCount} onPage={(next) => update({ page: String(next) })} />
        <div className="flex items-center gap-2">
          <label htmlFor="parts-page-size" className="text-sm font-semibold">Parts per page</label>
          <select id="parts-page-size" value={pageSize} onChange={(event) => update({ size: event.target.value === String(PAGE_SIZES[0]) ? undefined : event.target.value })} className="min-h-11 rounded-md border border-stone-300 bg-white px-2">
            {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
          </select>
        </div>
      </div>

      <DeleteDialogs flow={deletion} title="Delete part" describe={(part) => `Delete ${part.name} (${part.sku})? Its pictures are deleted too. This cannot be undone.`} pending={remove.isPending} />
    </div>
  );
}
