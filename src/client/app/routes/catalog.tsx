import { lazy, Suspense } from 'react';

import { Page } from '../../components/layout/page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { catalogSectionsQueryOptions, modelsQueryOptions } from '../../features/catalog/api/catalog-queries.ts';
import { SectionBrowser, VehicleBrowser } from '../../features/catalog/components/digital-catalog.tsx';
import type { Prefetch } from '../prefetch.ts';

const OfflinePanel = lazy(() => import('../../features/offline/components/offline-panel.tsx'));

export const prefetch: Prefetch = (queryClient) =>
  Promise.all([queryClient.prefetchQuery(catalogSectionsQueryOptions()), queryClient.prefetchQuery(modelsQueryOptions(undefined))]);

/** /catalog: the 1926-1960 digital catalogue, by section and category, and by make, model and year. */
export default function CatalogRoute() {
  return (
    <Page title="1926-1960 Digital Catalog" intro="Browse the whole catalogue by section and category, or by make, model and year.">
      <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="by-section">
          <h2 id="by-section" className="font-display text-2xl font-bold">By section</h2>
          <SectionBrowser />
        </section>
        <section aria-labelledby="by-vehicle">
          <h2 id="by-vehicle" className="font-display text-2xl font-bold">By vehicle</h2>
          <p className="mt-1 text-sm text-stone-600">Open a model to see the years it was built.</p>
          <VehicleBrowser />
        </section>
      </div>
      <Suspense fallback={null}>
        <OfflinePanel buttonClass={buttonClass} />
      </Suspense>
    </Page>
  );
}
