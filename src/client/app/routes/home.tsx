import { Link } from 'react-router';

import { paths } from '../../../domain/paths.ts';
import { MyCarBar } from '../../features/catalog/components/my-car.tsx';
import { SearchPanel } from '../../features/catalog/components/search-panel.tsx';
import { describeCar } from '../../../domain/my-car.ts';
import { facetsQueryOptions, modelsQueryOptions, useFacets } from '../../features/catalog/api/catalog-queries.ts';
import { useMyCar } from '../../features/catalog/hooks/use-my-car.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Prefetch } from '../prefetch.ts';

export const prefetch: Prefetch = (queryClient) =>
  Promise.all([queryClient.prefetchQuery(facetsQueryOptions()), queryClient.prefetchQuery(modelsQueryOptions(undefined))]);

export default function HomeRoute() {
  usePageTitle('Pontiac & Oakland restoration parts 1926-1960');
  const facets = useFacets();
  const [car] = useMyCar();
  return (
    <>
      <div className="relative z-10 mx-auto max-w-7xl px-4 pt-6">
        {/* A newly chosen car fills the panel afresh. */}
        <SearchPanel key={car ? describeCar(car) : 'no-car'} />
        {car ? (
          <div className="mt-3">
            <MyCarBar />
          </div>
        ) : null}
      </div>
      <section aria-labelledby="hero-title" className="relative -mt-4 overflow-hidden bg-linear-to-br from-brand-900 via-brand-800 to-stone-950 text-white">
        <div aria-hidden className="silver-streak pointer-events-none absolute inset-0" />
        <div className="relative mx-auto max-w-7xl px-4 pt-16 pb-14 sm:pt-20 sm:pb-20">
          <p className="text-sm font-semibold tracking-[0.2em] text-stone-300 uppercase">New-old-stock &amp; reproduction</p>
          <h1 id="hero-title" className="mt-3 max-w-3xl font-display text-4xl font-bold sm:text-5xl">
            Restoration parts for Pontiac &amp; Oakland, 1926-1960
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-200">
            From the 1926 Chief of the Sixes to the 1960 Bonneville: genuine GM parts and faithful reproductions, checked against factory samples.
          </p>
          <p className="mt-2 max-w-2xl text-lg text-stone-200">
            Search by year, model or GM part number and find the one part that fits your car.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.search()} className="inline-flex min-h-11 items-center rounded-md bg-white px-5 py-2 font-semibold text-brand-800 hover:bg-stone-100">
              Browse all parts
            </Link>
            <Link to={paths.catalog} className="inline-flex min-h-11 items-center rounded-md border border-white/60 px-5 py-2 font-semibold text-white hover:bg-white/10">
              Open the digital catalog
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="sections-title" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="sections-title" className="font-display text-2xl font-bold">Shop by section</h2>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {facets.data?.sections.map((section) => (
            <li key={section.id}>
              <Link
                to={paths.catalog + `#section-${section.id}`}
                className="flex h-full min-h-20 items-center justify-center rounded-lg border border-stone-200 bg-white p-3 text-center text-sm font-bold tracking-wide text-stone-800 shadow-sm hover:border-brand-700 hover:text-brand-800"
              >
                {section.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
