import { Link } from 'react-router';

import { paths } from '../../../domain/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function NotFoundView({ what = 'page' }: { what?: 'page' | 'part' }) {
  usePageTitle(what === 'part' ? 'Part not found' : 'Page not found');
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-bold">{what === 'part' ? 'Part not found' : 'Page not found'}</h1>
      <p className="mt-3 text-stone-700">
        {what === 'part' ? 'This part is no longer in the catalogue, or the link is mistyped.' : 'There is no page at this address.'}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Link to={paths.search()} className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">Search parts</Link>
        <Link to={paths.home} className="rounded-md border border-stone-300 bg-white px-4 py-2.5 font-semibold hover:bg-stone-50">Home</Link>
      </div>
    </div>
  );
}

export default function NotFoundRoute() {
  return <NotFoundView />;
}
