import { Link } from 'react-router';

import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../../domain/paths.ts';
import { entityLink } from '../../../features/activity/entity-link.ts';
import { useDashboard } from '../../../features/dashboard/api/get-dashboard.ts';
import { MailTroubleNote } from '../../../features/dashboard/components/mail-trouble.tsx';
import { UnfoundSearches } from '../../../features/dashboard/components/unfound-searches.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatCount } from '../../../../domain/counts.ts';

export default function DashboardRoute() {
  usePageTitle('Admin Dashboard');
  const dashboard = useDashboard();
  const tiles = [
    { label: 'Total Parts', value: dashboard.data?.totalParts, to: paths.admin.parts },
    { label: 'Out of Stock', value: dashboard.data?.outOfStock, to: `${paths.admin.parts}?stock=out` },
    { label: 'Low Stock', value: dashboard.data?.lowStock, to: `${paths.admin.parts}?stock=low` },
    { label: 'Wanted Back in Stock', value: dashboard.data?.wantedBack, to: `${paths.admin.parts}?stock=wanted&sort=wanted_desc` },
    { label: 'Categories', value: dashboard.data?.categories, to: paths.admin.categories },
    { label: 'Vehicle Models', value: dashboard.data?.vehicleModels, to: paths.admin.vehicles },
    { label: 'Unread Messages', value: dashboard.data?.unreadMessages, to: paths.admin.messages },
    { label: 'New Order Requests', value: dashboard.data?.newOrders, to: `${paths.admin.orders}?status=new` },
  ];
  return (
    <div className="space-y-8">
      <h1 className="font-display text-3xl font-bold">Dashboard</h1>
      {dashboard.isError ? <Alert>{dashboard.error.message}</Alert> : null}
      {dashboard.data ? <MailTroubleNote trouble={dashboard.data.mailTrouble} /> : null}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Catalogue totals">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Link to={tile.to} className="block h-full rounded-lg border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-700 sm:p-5">
              <span className="block text-sm font-semibold text-stone-600">{tile.label}</span>
              {tile.value === undefined ? (
                <span className="mt-2 block h-8 w-20 animate-pulse rounded bg-stone-200"><span className="sr-only">Loading</span></span>
              ) : (
                <span className="mt-1 block text-3xl font-bold text-stone-900">{formatCount(tile.value)}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="recent-activity" className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="recent-activity" className="text-lg font-bold">Recent Activity</h2>
            <Link to={paths.admin.activity} className="text-sm font-semibold text-brand-800 underline">See all activity</Link>
          </div>
          {dashboard.isPending ? (
            <div className="mt-3 space-y-3">
              <span className="sr-only">Loading recent activity</span>
              {[0, 1, 2].map((row) => <div key={row} className="h-5 animate-pulse rounded bg-stone-100" />)}
            </div>
          ) : dashboard.data && dashboard.data.recentActivity.length === 0 ? (
            <p className="mt-3 text-stone-600">No recent activity</p>
          ) : (
            <ul className="mt-3 divide-y divide-stone-100">
              {dashboard.data?.recentActivity.map((entry) => {
                const link = entityLink(entry);
                return (
                  <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2.5 text-sm">
                    <span>
                      {link ? <Link className="font-semibold text-brand-800 underline" to={link}>{entry.summary}</Link> : <span className="font-semibold">{entry.summary}</span>}
                      <span className="text-stone-600"> by {entry.actorEmail}</span>
                    </span>
                    <time dateTime={entry.createdAt} className="text-stone-500">{formatDateTime(entry.createdAt)}</time>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section aria-labelledby="quick-actions" className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
          <h2 id="quick-actions" className="text-lg font-bold">Quick Actions</h2>
          <div className="mt-3 flex flex-col gap-2">
            <Link to={paths.admin.newPart} className={buttonClass('primary')}>Add New Part</Link>
            <Link to={paths.admin.newCategory} className={buttonClass('secondary')}>Add New Category</Link>
            <Link to={paths.admin.newMake} className={buttonClass('secondary')}>Add Vehicle Make</Link>
          </div>
        </section>
      </div>
      <UnfoundSearches />
    </div>
  );
}
