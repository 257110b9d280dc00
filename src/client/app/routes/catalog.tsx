import { Link } from 'react-router';

import { formatYearRange } from '../../../domain/years.ts';
import { Page } from '../../components/layout/page.tsx';
import { paths } from '../../config/paths.ts';
import { useFacets, useModels } from '../../features/catalog/api/catalog-queries.ts';
import { Alert } from '../../components/ui/alert.tsx';

export default function CatalogRoute() {
  const facets = useFacets();
  const models = useModels(undefined);
  const makes = [...new Set((models.data ?? []).map((model) => model.make))];

  return (
    <Page title="1926-1960 Digital Catalog" intro="Browse the whole catalogue by section and category, or by make, model and year.">
      {facets.isError || models.isError ? <Alert>The catalogue could not be loaded. Please try again.</Alert> : null}
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="by-section">
          <h2 id="by-section" className="font-display text-2xl font-bold">By section</h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {facets.data?.sections.map((section) => (
              <section key={section.id} id={`section-${section.id}`} aria-labelledby={`section-${section.id}-title`} className="scroll-mt-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
                <h3 id={`section-${section.id}-title`} className="font-bold tracking-wide text-brand-800">{section.name}</h3>
                {section.description ? <p className="mt-1 text-sm text-stone-600">{section.description}</p> : null}
                <ul className="mt-3 space-y-1.5 text-sm">
                  {section.categories.map((category) => (
                    <li key={category.id}>
                      <Link className="text-stone-800 underline decoration-stone-300 underline-offset-2 hover:text-brand-800" to={paths.search({ category: category.name })}>{category.name}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
        <section aria-labelledby="by-vehicle">
          <h2 id="by-vehicle" className="font-display text-2xl font-bold">By vehicle</h2>
          {makes.map((make) => (
            <div key={make} className="mt-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
              <h3 className="font-bold text-stone-900">{make}</h3>
              <ul className="mt-3 space-y-2 text-sm">
                {models.data?.filter((model) => model.make === make).map((model) => (
                  <li key={model.id} className="flex justify-between gap-3">
                    <Link className="underline decoration-stone-300 underline-offset-2 hover:text-brand-800" to={paths.search({ make, model: model.name })}>{model.name}</Link>
                    <span className="text-stone-600">{model.allYears || formatYearRange(model.yearStart, model.yearEnd)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      </div>
    </Page>
  );
}
