import { useState } from 'react';
import { Link } from 'react-router';

import type { CatalogModel } from '../../../../domain/catalog.schema.ts';
import { formatYearRange } from '../../../../domain/years.ts';
import { paths } from '../../../../domain/paths.ts';
import { useCatalogSections, useModels, useModelYears } from '../api/catalog-queries.ts';
import { useMyCar } from '../hooks/use-my-car.ts';
import { LoadError } from './load-error.tsx';
import { countOf } from '../../../../domain/counts.ts';

const cardClass = 'rounded-lg border border-stone-200 bg-white p-5 shadow-sm';
const linkClass = 'text-stone-800 underline decoration-stone-300 underline-offset-2 hover:text-brand-800';
const partCount = (count: number) => countOf(count, 'part');

/** Sections, their categories and how many parts each holds; an empty category says so. */
export function SectionBrowser() {
  const sections = useCatalogSections();
  if (sections.isError) return <LoadError messages={['Failed to fetch categories']} onRetry={() => sections.refetch()} />;
  if (!sections.data) return <p role="status" className="mt-4 text-stone-600">Loading the categories…</p>;
  if (sections.data.length === 0) return <p className="mt-4 text-stone-700">No sections found.</p>;
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      {sections.data.map((section) => (
        <section key={section.id} id={`section-${section.id}`} aria-labelledby={`section-${section.id}-title`} className={`scroll-mt-4 ${cardClass}`}>
          <h3 id={`section-${section.id}-title`} className="font-bold tracking-wide text-brand-800">{section.name}</h3>
          {section.description ? <p className="mt-1 text-sm text-stone-600">{section.description}</p> : null}
          <ul className="mt-3 space-y-1.5 text-sm">
            {section.categories.map((category) => (
              <li key={category.id} className="flex justify-between gap-3">
                {category.partCount > 0 ? (
                  <>
                    <Link className={linkClass} to={paths.search({ category: category.name })}>{category.name}</Link>
                    <span className="shrink-0 text-stone-600">{partCount(category.partCount)}</span>
                  </>
                ) : (
                  <>
                    <span className="text-stone-700">{category.name}</span>
                    <span className="shrink-0 text-stone-600">no parts yet</span>
                  </>
                )}
              </li>
            ))}
            {section.categories.length === 0 ? <li className="text-stone-600">No categories yet</li> : null}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Make → model → year, from Vehicle Management. "My car" comes first and opens by itself. */
export function VehicleBrowser() {
  const models = useModels(undefined);
  const [car] = useMyCar();
  if (models.isError) return <LoadError messages={['Failed to fetch models']} onRetry={() => models.refetch()} />;
  if (!models.data) return <p role="status" className="mt-4 text-stone-600">Loading the models…</p>;
  const isCarMake = (make: string) => car?.make.toLowerCase() === make.toLowerCase();
  const isCarModel = (model: CatalogModel) => Boolean(car && isCarMake(model.make) && car.model.toLowerCase() === model.name.toLowerCase() && model.yearStart <= car.year && car.year <= model.yearEnd);
  const makes = [...new Set(models.data.map((model) => model.make))].sort((a, b) => Number(isCarMake(b)) - Number(isCarMake(a)));
  if (makes.length === 0) return <p className="mt-4 text-stone-700">No vehicle models yet.</p>;
  return (
    <>
      {makes.map((make, makeIndex) => {
        const ofMake = models.data.filter((model) => model.make === make).sort((a, b) => Number(isCarModel(b)) - Number(isCarModel(a)));
        return (
          <section key={make} aria-labelledby={`make-${makeIndex}`} className={`mt-4 ${cardClass}`}>
            <h3 id={`make-${makeIndex}`} className="font-display text-xl font-bold text-stone-900">{make}</h3>
            <ul className="mt-3 divide-y divide-stone-100">
              {ofMake.map((model) => (
                <li key={model.id}>
                  <ModelEntry model={model} isMyCar={isCarModel(model)} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

function ModelEntry({ model, isMyCar }: { model: CatalogModel; isMyCar: boolean }) {
  // The visitor's car is known only once the page runs in the browser: it opens its model then,
  // unless the visitor has opened or closed it already.
  const [chosen, setOpen] = useState<boolean | null>(null);
  const open = chosen ?? isMyCar;
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="group py-2">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-md px-1 hover:bg-stone-50">
        <span className="font-semibold text-stone-900">
          <span aria-hidden="true" className="mr-2 inline-block text-stone-500 transition-transform group-open:rotate-90">›</span>
          {model.name}
          {isMyCar ? <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">My car</span> : null}
        </span>
        <span className="text-sm text-stone-600">{model.allYears || formatYearRange(model.yearStart, model.yearEnd)}</span>
      </summary>
      {open ? <ModelYears model={model} /> : null}
    </details>
  );
}

/** The years a model was built, each leading to the search for it, or saying it has no parts. */
function ModelYears({ model }: { model: CatalogModel }) {
  const years = useModelYears(model.id);
  const search = (year?: number) => paths.search({ make: model.make, model: model.name, ...(year ? { year: String(year) } : {}) });
  return (
    <div className="px-1 pt-2 pb-1 text-sm">
      {model.productionPeriods.length ? (
        <ul aria-label={`Production periods of the ${model.name}`} className="mb-2 space-y-0.5 text-stone-600">
          {model.productionPeriods.map((period) => <li key={period}>{period}</li>)}
        </ul>
      ) : null}
      {years.isError ? (
        <LoadError messages={['Failed to fetch years']} onRetry={() => years.refetch()} />
      ) : !years.data ? (
        <p role="status" className="text-stone-600">Loading the years…</p>
      ) : years.data.partCount === 0 ? (
        <p className="text-stone-700">No parts for the {model.make} {model.name} yet. <Link className={linkClass} to={paths.contact}>Ask us</Link> for the part you need.</p>
      ) : (
        <>
          <p>
            <Link className={linkClass} to={search()}>All {model.name} parts</Link> <span className="text-stone-600">({partCount(years.data.partCount)})</span>
          </p>
          <ul aria-label={`Years of the ${model.make} ${model.name}`} className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
            {years.data.years.map(({ year, partCount: count }) => (
              <li key={year}>
                {count > 0 ? (
                  <Link className={linkClass} to={search(year)}>
                    {year} <span className="text-stone-600">({partCount(count)})</span>
                  </Link>
                ) : (
                  <span className="text-stone-500">{year}: no parts</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
