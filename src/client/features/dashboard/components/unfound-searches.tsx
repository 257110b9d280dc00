import { describeFilters, searchAddress, UNFOUND_SEARCH_DAYS, type UnfoundSearch } from '../../../../domain/search-demand.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatDateTime, formatQuotedWords } from '../../../lib/format.ts';
import { useDismissUnfoundSearch, useUnfoundSearches } from '../api/unfound-searches.ts';

/** What the search answered, in the words the visitor's search page used. */
function outcome(search: UnfoundSearch): string {
  if (search.foundNothing) return 'Found nothing';
  return search.missingWords.length ? `No part mentions ${formatQuotedWords(search.missingWords)}` : 'No part has every word';
}

/**
 * The searches that came up empty (ADR 020): parts restorers want that the shop lacks, or words a part's
 * description lacks. Each opens the shop's search page as the visitor saw it.
 */
export function UnfoundSearches() {
  const searches = useUnfoundSearches();
  const dismiss = useDismissUnfoundSearch();
  return (
    <section aria-labelledby="unfound-searches" className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="unfound-searches" className="text-lg font-bold">What visitors could not find</h2>
      <p className="mt-1 text-sm text-stone-600">
        Searches of the last {UNFOUND_SEARCH_DAYS} days that found nothing, or no part with every word: parts to stock, or words to add to a part&apos;s description.
      </p>
      {searches.isError ? <Alert>{searches.error.message}</Alert> : null}
      {dismiss.isError ? <Alert>{dismiss.error.message}</Alert> : null}
      {searches.isPending ? (
        <div className="mt-3 space-y-3">
          <span className="sr-only">Loading searches</span>
          {[0, 1].map((row) => <div key={row} className="h-5 animate-pulse rounded bg-stone-100" />)}
        </div>
      ) : searches.data?.searches.length === 0 ? (
        <p className="mt-3 text-stone-600">No search has come up empty lately.</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {searches.data?.searches.map((search) => {
            const filters = describeFilters(search.filters);
            return (
              <li key={`${search.query} ${search.filters}`} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2.5 text-sm">
                <div className="min-w-0">
                  <a className="font-semibold break-words text-brand-800 underline" href={searchAddress(search)} target="_blank" rel="noreferrer">
                    “{search.query}”{filters ? <span className="font-normal"> for {filters}</span> : null}
                    <span className="sr-only"> (opens the shop&apos;s search in a new tab)</span>
                  </a>
                  <p className="text-stone-600">
                    {outcome(search)} · {search.searches} {search.searches === 1 ? 'visitor' : 'visitors'} · last{' '}
                    <time dateTime={search.lastSeen}>{formatDateTime(search.lastSeen)}</time>
                  </p>
                </div>
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  aria-label={`Dismiss “${search.query}”`}
                  disabled={dismiss.isPending}
                  onClick={() => dismiss.mutate({ query: search.query, filters: search.filters })}
                >
                  Dismiss
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
