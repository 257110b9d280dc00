import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { type Part } from '../../../../domain/part.schema.ts';
import { formatUsd } from '../../../../domain/money.ts';
import { formatYearRange } from '../../../../domain/years.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../../domain/paths.ts';
import { PartPicture } from './part-picture.tsx';

export function StockBadge({ inStock }: { inStock: boolean }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${inStock ? 'bg-green-100 text-green-800' : 'bg-stone-200 text-stone-700'}`}>
      {inStock ? 'In Stock' : 'Out of Stock'}
    </span>
  );
}

/** One part in a result list: grid card or list row. */
/** `priority` for the first cards of a list: their pictures are the page's largest and load first. */
/** `action` goes under the card's link: the app passes the cart's button in (features import no other feature). */
export function PartCard({ part, layout = 'grid', priority = false, action }: { part: Part; layout?: 'grid' | 'list'; priority?: boolean; action?: ReactNode }) {
  const years = formatYearRange(part.yearStart, part.yearEnd);
  const list = layout === 'list';
  // The part page's breadcrumb leads back to this very result list.
  const { pathname, search } = useLocation();
  return (
    <article className={`flex overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm ${list ? 'flex-row gap-4 p-3' : 'h-full flex-col'}`} aria-labelledby={`part-${part.id}-name`}>
      <PartPicture
        imageKey={part.images[0]}
        alt={part.name}
        width={320}
        priority={priority}
        sizes={list ? '128px' : '(min-width: 1024px) 320px, 50vw'}
        className={list ? 'size-24 shrink-0 rounded-md object-cover sm:size-32' : 'aspect-square w-full object-cover'}
      />
      <div className={`flex flex-1 flex-col ${list ? '' : 'p-4'}`}>
        <h3 id={`part-${part.id}-name`} className="font-semibold text-stone-900">{part.name}</h3>
        <p className="mt-1 text-sm text-stone-600">
          <span className="sr-only">Part number </span>
          <span className="font-mono">{part.sku}</span>
        </p>
        <p className="mt-1 text-sm text-stone-600">
          {years} {part.make} {part.model}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3">
          <span className="text-lg font-bold text-stone-900">{formatUsd(part.regularPrice)}</span>
          <StockBadge inStock={part.inStock} />
        </div>
        <Link to={paths.part(part.id)} state={{ from: pathname + search }} className={buttonClass('secondary', 'mt-3')} aria-label={`View Details: ${part.name}`}>
          View Details
        </Link>
        {action}
      </div>
    </article>
  );
}
