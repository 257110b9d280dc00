import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';

import { PART_PAGE_PICTURE_SIZES, partImageUrl } from '../../../domain/images.ts';
import { availableQuantity } from '../../../domain/cart.ts';
import { formatUsd } from '../../../domain/money.ts';
import { formatYearRange } from '../../../domain/years.ts';
import { namesOneCar } from '../../../domain/related-parts.ts';
import type { Part } from '../../../domain/part.schema.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { paths } from '../../../domain/paths.ts';
import { AddToCart } from '../../features/cart/components/add-to-cart.tsx';
import { partQueryOptions, relatedPartsQueryOptions, usePart, useRelatedParts } from '../../features/catalog/api/catalog-queries.ts';
import { FitmentNote } from '../../features/catalog/components/my-car.tsx';
import { PartCard, StockBadge } from '../../features/catalog/components/part-card.tsx';
import { PartPicture } from '../../features/catalog/components/part-picture.tsx';
import { useSite } from '../../features/settings/api/settings-api.ts';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { NotFoundView } from './not-found.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import type { Prefetch } from '../prefetch.ts';

function measure(value: string | null, unit: string): string | undefined {
  return value === null ? undefined : `${Number(value)} ${unit}`;
}

/** Asked only on the page of a part that cannot be ordered: its code is loaded for those alone, not with every public page. */
const StockAlertForm = lazy(() => import('../../features/catalog/components/stock-alert-form.tsx'));

export const prefetch: Prefetch = (queryClient, { params }) =>
  Promise.all([queryClient.prefetchQuery(partQueryOptions(params.id)), queryClient.prefetchQuery(relatedPartsQueryOptions(params.id))]);

export default function PartRoute() {
  const { id } = useParams();
  const location = useLocation();
  const part = usePart(id);
  const site = useSite();
  const [selected, setSelected] = useState(0);
  usePageTitle(part.data?.name);
  const backTo = (location.state as { from?: string } | null)?.from ?? paths.search();

  if (part.isPending) {
    return <div className="mx-auto max-w-7xl px-4 py-10" aria-busy="true"><div className="h-96 animate-pulse rounded-lg bg-stone-200" /></div>;
  }
  if (part.isError) {
    if (part.error instanceof ApiError && (part.error.status === 404 || part.error.status === 400)) return <NotFoundView what="part" />;
    return <div className="mx-auto max-w-7xl px-4 py-10"><Alert>Failed to fetch part. Check your connection, then <button type="button" className="font-semibold underline" onClick={() => part.refetch()}>try again</button>.</Alert></div>;
  }
  const p = part.data;
  const dimensions = [p.lengthIn, p.widthIn, p.heightIn].every((v) => v !== null)
    ? `${Number(p.lengthIn)} × ${Number(p.widthIn)} × ${Number(p.heightIn)} in`
    : undefined;
  const mainKey = p.images[selected] ?? p.images[0];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
        <ol className="flex flex-wrap gap-1">
          <li><Link to={paths.home} className="underline">Home</Link> /</li>
          <li><Link to={backTo} className="underline">Search</Link> /</li>
          <li aria-current="page" className="text-stone-900">{p.name}</li>
        </ol>
      </nav>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div>
          {/* A part not photographed yet shows the placeholder in a band on a phone (its colour round it), not a screen-wide square. */}
          <PartPicture
            imageKey={mainKey}
            alt={p.name}
            width={800}
            sizes={PART_PAGE_PICTURE_SIZES}
            priority
            className={`w-full rounded-lg border border-stone-200 ${mainKey ? 'aspect-square bg-white object-cover' : 'aspect-[3/2] bg-[#f1ede4] object-contain lg:aspect-square'}`}
          />
          {/* The picture as stored, up to 1,600 pixels: a casting number or a clip's shape, read close up. */}
          {mainKey ? <a href={partImageUrl(mainKey)} className="mt-2 inline-block py-1 text-sm text-stone-700 underline">View this picture full size</a> : null}
          {p.images.length > 1 ? (
            <ul className="mt-3 flex gap-2" aria-label="More pictures">
              {p.images.map((key, index) => (
                <li key={key}>
                  <button type="button" onClick={() => setSelected(index)} aria-label={`Show picture ${index + 1} of ${p.images.length}`} aria-pressed={index === selected} className={`rounded-md border-2 ${index === selected ? 'border-brand-700' : 'border-transparent'}`}>
                    <PartPicture imageKey={key} alt="" width={320} sizes="80px" className="size-20 rounded object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          <h1 className="font-display text-3xl font-bold text-stone-900">{p.name}</h1>
          <p className="mt-2 text-stone-600">Part number <span className="font-mono text-stone-900">{p.sku}</span></p>
          <div className="mt-4 flex items-center gap-4">
            <span className="text-3xl font-bold">{formatUsd(p.regularPrice)}</span>
            <StockBadge inStock={p.inStock} />
          </div>
          <FitmentNote part={p} />
          <AddToCart part={p} />
          {site.data?.stockAlerts && availableQuantity(p) === 0 ? (
            <Suspense fallback={null}>
              <StockAlertForm part={p} />
            </Suspense>
          ) : null}
          <Link to={paths.askAboutPart(p.sku)} className={buttonClass('secondary', 'mt-4')}>Ask about this part</Link>
          <p className="mt-6 whitespace-pre-line text-stone-800">{p.description}</p>
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-stone-200 bg-white p-5 text-sm">
            <dt className="font-semibold">Fits</dt>
            <dd>
              {formatYearRange(p.yearStart, p.yearEnd)} {p.make} {p.model}
              {/* One car named: its other parts, as the digital catalogue lists them. */}
              {namesOneCar(p) ? (
                <Link className="mt-1 block w-fit underline" to={paths.search({ make: p.make, model: p.model })}>All parts for the {p.make} {p.model}</Link>
              ) : null}
            </dd>
            <dt className="font-semibold">Categories</dt>
            <dd>
              {p.categories.map((category, index) => (
                <span key={category}>
                  {index > 0 ? ', ' : ''}
                  <Link className="underline" to={paths.search({ category })}>{category}</Link>
                </span>
              ))}
            </dd>
            {p.weightLbs !== null ? (<><dt className="font-semibold">Weight</dt><dd>{measure(p.weightLbs, 'lb')}</dd></>) : null}
            {dimensions ? (<><dt className="font-semibold">Dimensions</dt><dd>{dimensions}</dd></>) : null}
            {p.shippingClass ? (<><dt className="font-semibold">Shipping class</dt><dd>{p.shippingClass}</dd></>) : null}
          </dl>
        </div>
      </div>
      <RelatedParts id={id} part={p} />
    </div>
  );
}

/** "More for this car": a few of the car's other parts, nearest in kind first; nothing while they load or when there are none. */
function RelatedParts({ id, part }: { id: string | undefined; part: Part }) {
  const related = useRelatedParts(id);
  if (!related.data?.items.length) return null;
  return (
    <section aria-labelledby="related-parts" className="mt-12 border-t border-stone-200 pt-8">
      <h2 id="related-parts" className="font-display text-2xl font-bold text-stone-900">More for the {formatYearRange(part.yearStart, part.yearEnd)} {part.make} {part.model}</h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {related.data.items.map((other) => <li key={other.id}><PartCard part={other} /></li>)}
      </ul>
    </section>
  );
}
