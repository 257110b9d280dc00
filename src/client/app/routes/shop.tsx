import { Link, useSearchParams } from 'react-router';

import { DEFAULT_PAGE_SIZE, SEARCH_SORTS, type SearchSort } from '../../../domain/catalog.schema.ts';
import { Page } from '../../components/layout/page.tsx';
import { paths } from '../../../domain/paths.ts';
import { resultCount, searchQueryOptions, useSearchParts } from '../../features/catalog/api/catalog-queries.ts';
import { PartsLoadError } from '../../features/catalog/components/load-error.tsx';
import { PartCard } from '../../features/catalog/components/part-card.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import type { Prefetch } from '../prefetch.ts';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button.tsx';

const SORTS: { value: SearchSort; label: string }[] = [
  { value: 'price_desc', label: 'Price, high to low' },
  { value: 'price_asc', label: 'Price, low to high' },
  { value: 'name', label: 'Name' },
];

/** The first row's pictures on a wide screen, the first on a phone: the page's largest, loaded first. */
const PRIORITY_PICTURES = 4;

/** Every part, in the order and on the page the address asks for. */
function shopQuery(params: URLSearchParams) {
  const sortParam = params.get('sort');
  const sort: SearchSort = SEARCH_SORTS.includes(sortParam as SearchSort) ? (sortParam as SearchSort) : 'price_desc';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { sort, page, pageSize: DEFAULT_PAGE_SIZE };
}

export const prefetch: Prefetch = (queryClient, { url }) => queryClient.prefetchQuery(searchQueryOptions(shopQuery(url.searchParams)));

export default function ShopRoute() {
  const [params, setParams] = useSearchParams();
  const query = shopQuery(params);
  const { sort, page } = query;
  const results = useSearchParts(query);
  const pageCount = results.data ? Math.max(1, Math.ceil(results.data.total / 24)) : 1;

  return (
    <Page title="Shop" intro={<>Every part in the shop. Looking for one part for one car? <Link className="text-brand-800 underline" to={paths.search()}>Search by year, model or part number</Link>.</>}>
      <div className="flex items-center justify-between gap-3">
        {/* The cards' names are headings of the third level: the count heads them, as on the search page. */}
        <h2 id="shop-results" className="text-sm font-normal text-stone-700" aria-live="polite">{results.data ? resultCount(results.data) : 'Loading…'}</h2>
        <div className="flex items-center gap-2">
          <label htmlFor="shop-sort" className="text-sm font-semibold">Sort by</label>
          <select id="shop-sort" className="min-h-11 rounded-md border border-stone-300 bg-white px-2" value={sort} onChange={(e) => setParams({ sort: e.target.value })}>
            {SORTS.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </select>
        </div>
      </div>
      {results.isError ? <PartsLoadError className="mt-6" error={results.error} onRetry={() => results.refetch()} /> : null}
      <ul aria-labelledby="shop-results" className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {results.data?.items.map((part, index) => <li key={part.id}><PartCard part={part} priority={index < PRIORITY_PICTURES} action={<AddToCartButton part={part} />} /></li>)}
      </ul>
      <div className="mt-8">
        <Pager page={page} pageCount={pageCount} onPage={(next) => setParams({ sort, page: String(next) })} />
      </div>
    </Page>
  );
}
