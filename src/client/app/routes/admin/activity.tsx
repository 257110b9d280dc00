import { Link } from 'react-router';

import { ACTIVITY_KIND_NAMES, ACTIVITY_KINDS, type ActivityKind } from '../../../../domain/activity.schema.ts';
import { paths } from '../../../../domain/paths.ts';
import { labelClass } from '../../../components/ui/form-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useActivity } from '../../../features/activity/api/get-activity.ts';
import { entityLink } from '../../../features/activity/entity-link.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';

const isKind = (value: string | null): value is ActivityKind => ACTIVITY_KIND_NAMES.includes(value as ActivityKind);

/** /admin/activity: the audit log, newest first: who created, changed, deleted or imported what, and when. */
export default function ActivityRoute() {
  usePageTitle('Activity');
  const { params, update } = useUrlState();
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const activity = useActivity({ kind, page });
  const pageCount = activity.data ? Math.max(1, Math.ceil(activity.data.total / activity.data.pageSize)) : 1;
  return (
    <div className="space-y-5">
      <div>
        <h1 className="font-display text-3xl font-bold">Activity</h1>
        <p className="mt-1 text-sm text-stone-700">Everything done in the back office, newest first: who created, changed, deleted or imported what, and when.</p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="activity-kind" className={labelClass}>Show</label>
          <select id="activity-kind" value={kind ?? ''} onChange={(event) => update({ kind: event.target.value || undefined })} className="mt-1 block min-h-11 rounded-md border border-stone-300 bg-white px-2">
            <option value="">All activity</option>
            {ACTIVITY_KIND_NAMES.map((name) => <option key={name} value={name}>{ACTIVITY_KINDS[name].label}</option>)}
          </select>
        </div>
        {activity.data ? <p className="pb-3 text-sm text-stone-700" aria-live="polite">{activity.data.total === 1 ? '1 entry' : `${activity.data.total} entries`}</p> : null}
      </div>
      {activity.isError ? <Alert>The activity could not be loaded. Please try again.</Alert> : null}
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Activity, newest first</caption>
          <thead className="bg-stone-100 text-xs tracking-wide text-stone-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">What</th>
              <th scope="col" className="hidden px-3 py-2 sm:table-cell">By</th>
              <th scope="col" className="hidden px-3 py-2 sm:table-cell">When</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {activity.isPending ? [0, 1, 2].map((i) => <tr key={i}><td colSpan={3} className="px-3 py-3"><div className="h-6 animate-pulse rounded bg-stone-100" /></td></tr>) : null}
            {activity.data?.items.map((entry) => {
              const link = entityLink(entry);
              return (
                <tr key={entry.id}>
                  <td className="px-3 py-2">
                    {link ? <Link className="font-semibold text-brand-800 underline" to={link}>{entry.summary}</Link> : <span className="font-semibold">{entry.summary}</span>}
                    {/* On a phone, who and when under what: three columns leave the address no room. */}
                    <span className="block text-xs break-words text-stone-600 sm:hidden">
                      {entry.actorEmail}, <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </span>
                  </td>
                  <td className="hidden px-3 py-2 break-words text-stone-700 sm:table-cell">{entry.actorEmail}</td>
                  <td className="hidden px-3 py-2 whitespace-nowrap text-stone-700 sm:table-cell"><time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time></td>
                </tr>
              );
            })}
            {activity.data?.items.length === 0 ? (
              <tr>
                <td colSpan={3} className="px-3 py-8 text-center text-stone-600">
                  {activity.data.total > 0 ? <>This page is past the last one. <Link className="text-brand-800 underline" to={`${paths.admin.activity}${kind ? `?kind=${kind}` : ''}`}>Go to the newest entries</Link></> : kind ? 'Nothing of this kind yet.' : 'No activity yet.'}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageCount={pageCount} onPage={(next) => update({ page: String(next) })} />
    </div>
  );
}
