import { Link } from 'react-router';

import { paths } from '../../../../domain/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** An admin address with no screen behind it yet, shown inside the admin shell. */
export default function AdminNotFoundRoute() {
  usePageTitle('Not available');
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-8 text-center shadow-sm">
      <h1 className="font-display text-2xl font-bold">This screen is not available</h1>
      <p className="mt-2 text-stone-700">There is no admin screen at this address.</p>
      <Link to={paths.admin.dashboard} className="mt-4 inline-block font-semibold text-brand-800 underline">Back to the dashboard</Link>
    </div>
  );
}
