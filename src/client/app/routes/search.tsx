import { Link } from 'react-router';

import { DEFAULT_PAGE_SIZE, defaultSort, SearchQuerySchema, type SearchQueryInput, SEARCH_SORTS, suggestedKeyword } from '../../../domain/catalog.schema.ts';
import { paths } from '../../../domain/paths.ts';
import { Page } from '../../components/layout/page.tsx';
import { GridIcon, ListIcon } from '../../components/ui/icons.tsx';
import { facetsQueryOptions, modelsQueryOptions, resultCount, searchQueryOptions, useSearchParts } from '../../features/catalog/api/catalog-queries.ts';
import { PartsLoadError } from '../../features/catalog/components/load-error.tsx';
import { PartCard } from '../../features/catalog/components/part-card.tsx';
import { CorrectionsNote, EngineNote, OthersNamedNote, PartialMatchNote, PartNumberNote, SuccessionNote, SuggestionNote } from '../../features/catalog/components/partial-match-note.tsx';
import { MyCarBar } from '../../features/catalog/components/my-car.tsx';
import { SearchFilters } from '../../features/catalog/components/search-filters.tsx';
import { useMyCar } from '../../features/catalog/hooks/use-my-car.ts';
import { useUrlState } from '../../lib/use-url-state.ts';
import { Pager } from '../../components/ui/pager.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import type { MyCar } from '../../../domain/my-car.ts';
import type { Prefetch } from '../prefetch.ts';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button.tsx';

const SORT_LABELS: Record<(typeof SEARCH_SORTS)[number], string> = {
  price_desc: 'Price, high to low',
  price_asc: 'Price, low to high',
  name: 'Name',
  relevance: 'Best match',
};

/** The first results' pictures are the page's largest on a phone and the first row's on a wide screen. */
const PRIORITY_PICTURES = 3;
const FILTER_KEYS = ['make', 'model', 'year', 'category', 'partNumber', 'q'] as const;
const VEHICLE_KEYS = ['make', 'model', 'year'] as const;

/** The search an address asks for; the remembered car applies to every search that names no vehicle of its own. */
function searchFor(params: URLSearchParams, car: MyCar | null) {
  const namesCar = car !== null && params.get('year') === String(car.year) && params.get('make') === car.make && params.get('model') === car.model;
  const carApplies = car !== null && (namesCar || !VEHICLE_KEYS.some((key) => params.has(key)));
  const raw: SearchQueryInput = {
    ...Object.fromEntries([...params.entries()].filter(([key]) => key !== 'view')),
    ...(carApplies ? { year: car.year, make: car.make, model: car.model } : {}),
  };
  const parsed = SearchQuerySchema.safeParse(raw);
  return { carApplies, parsed, query: parsed.success ? parsed.data : { page: 1, pageSize: DEFAULT_PAGE_SIZE } };
}

/** What the visitor looked for, in words, for a message to the shop: "rochester 4gc for a 1955 Pontiac Star Chief". */
function wantedText(query: { q?: string; category?: string; year?: number; make?: string; model?: string }): string {
  const car = [query.year, query.make, query.model].filter(Boolean).join(' ');
  return [query.q ?? query.category, car && `for a ${car}`].filter(Boolean).join(' ');
}

/** The same search with one of its fields put another way (the keyword, or the part number), from its first page. */
function searchWith(params: URLSearchParams, key: 'q' | 'partNumber', value: string): string {
  const next = new URLSearchParams(params);
  next.set(key, value);
  next.delete('page');
  return paths.search(next);
}

/** The server knows no remembered car: it renders the address's own search, as the browser's first render does. */
export const prefetch: Prefetch = (queryClient, { url }) => {
  const { parsed } = searchFor(url.searchParams, null);
  return Promise.all([
    queryClient.prefetchQuery(facetsQueryOptions()),
    // The filters' models of the address's make, and the car picker's list of every model.
    queryClient.prefetchQuery(modelsQueryOptions(url.searchParams.get('make') || undefined)),
    queryClient.prefetchQuery(modelsQueryOptions(undefined)),
    parsed.success ? queryClient.prefetchQuery(searchQueryOptions(parsed.data)) : null,
  ]);
};

export default function SearchRoute() {
  const { params, setParams, update } = useUrlState();
  const view = params.get('view') === 'list' ? 'list' : 'grid';
  const [car] = useMyCar();
  const { carApplies, parsed, query } = searchFor(params, car);
  // Filters the contract refuses are explained below; no search is made with them dropped.
  const results = useSearchParts(query, { enabled: parsed.success });
  // The search with the words offered put in; none when they could not be put in as typed ("lamb/lens").
  const typed = parsed.success ? parsed.data.q : undefined;
  const suggested = typed && results.data?.suggestions ? suggestedKeyword(typed, results.data.suggestions) : typed;

  const pageCount = results.data ? Math.max(1, Math.ceil(results.data.total / results.data.pageSize)) : 1;

  return (
    <Page title="Search parts">
      <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
        <SearchFilters
          values={Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? '']))}
          onChange={update}
          onClear={() => setParams(view === 'list' ? { view } : {})}
        />
        <section aria-labelledby="results-title" aria-busy={results.isFetching}>
          <div className="mb-4">
            <MyCarBar applied={car ? carApplies : undefined} />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-title" className="text-sm text-stone-700" aria-live="polite">
              {!parsed.success ? 'Check the filters' : results.data ? `${resultCount(results.data)} found` : 'Searching…'}
            </h2>
            <div className="flex items-center gap-2">
              <label htmlFor="sort" className="text-sm font-semibold">Sort by</label>
              <select id="sort" className="min-h-11 rounded-md border border-stone-300 bg-white px-2" value={params.get('sort') ?? defaultSort({ q: params.get('q'), partNumber: params.get('partNumber') })} onChange={(e) => update({ sort: e.target.value })}>
                {SEARCH_SORTS.map((sort) => <option key={sort} value={sort}>{SORT_LABELS[sort]}</option>)}
              </select>
              <div role="group" aria-label="View" className="flex rounded-md border border-stone-300 bg-white">
                <button type="button" aria-pressed={view === 'grid'} aria-label="Grid view" className={`p-2.5 ${view === 'grid' ? 'bg-stone-900 text-white' : ''}`} onClick={() => update({ view: undefined, page: params.get('page') ?? undefined })}>
                  <GridIcon />
                </button>
                <button type="button" aria-pressed={view === 'list'} aria-label="List view" className={`p-2.5 ${view === 'list' ? 'bg-stone-900 text-white' : ''}`} onClick={() => update({ view: 'list', page: params.get('page') ?? undefined })}>
                  <ListIcon />
                </button>
              </div>
            </div>
          </div>
          {/* Always present, so a screen reader is told when a search's notes change. */}
          <div aria-live="polite">
            {parsed.success && results.data?.corrections ? <CorrectionsNote corrections={results.data.corrections} /> : null}
            {parsed.success && results.data?.engines ? <EngineNote engines={results.data.engines} /> : null}
            {parsed.success && results.data?.successions ? <SuccessionNote successions={results.data.successions} /> : null}
            {suggested && suggested !== typed ? <SuggestionNote keyword={suggested} href={searchWith(params, 'q', suggested)} /> : null}
            {parsed.success && results.data?.partNumbers ? (
              <PartNumberNote partNumbers={results.data.partNumbers} hrefFor={(sku) => searchWith(params, parsed.data.partNumber ? 'partNumber' : 'q', sku)} />
            ) : null}
            {parsed.success && results.data?.partial && parsed.data.q ? <PartialMatchNote keyword={parsed.data.q} missingWords={results.data.partial.missingWords} nearYears={results.data.partial.nearYears} askHref={paths.askAboutSearch(wantedText(parsed.data), parsed.data.partNumber)} /> : null}
            {parsed.success && results.data?.othersNamed && parsed.data.q ? (
              <OthersNamedNote keyword={parsed.data.q} {...results.data.othersNamed} askHref={paths.askAboutSearch(wantedText(parsed.data), parsed.data.partNumber)} />
            ) : null}
          </div>
          {!parsed.success ? (
            <Alert className="mt-6">{parsed.error.issues[0]?.message}</Alert>
          ) : results.isError ? (
            <PartsLoadError className="mt-6" error={results.error} onRetry={() => results.refetch()} />
          ) : results.isPending ? (
            <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading results">
              {Array.from({ length: 6 }, (_, i) => <li key={i} className="h-80 animate-pulse rounded-lg bg-stone-200" />)}
            </ul>
          ) : results.data.items.length === 0 ? (
            <div className="mt-6 rounded-md border border-stone-200 bg-white p-8 text-center text-stone-700">
              <p>No parts found matching your criteria</p>
              <p className="mt-2 text-sm">
                Not every part on our shelves is listed.{' '}
                <Link className="font-semibold text-brand-800 underline" to={paths.askAboutSearch(wantedText(parsed.data), parsed.data.partNumber)}>Ask us about it</Link>
              </p>
            </div>
          ) : (
            <ul className={`mt-6 grid gap-4 ${view === 'grid' ? 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1'}`}>
              {results.data.items.map((part, index) => (
                <li key={part.id}><PartCard part={part} layout={view} priority={index < PRIORITY_PICTURES} action={<AddToCartButton part={part} />} /></li>
              ))}
            </ul>
          )}
          {parsed.success && results.data ? (
            <div className="mt-8">
              <Pager page={query.page} pageCount={pageCount} onPage={(next) => update({ page: String(next) })} />
            </div>
          ) : null}
        </section>
      </div>
    </Page>
  );
}
