import { Link } from 'react-router';

import { ACTIVITY_KIND_NAMES, ACTIVITY_KINDS, type ActivityKind } from '../../../../domain/activity.schema.ts';
import { paths } from '../../../../domain/paths.ts';
import { labelClass } from '../../../components/ui/form-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
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
      <ListTable
        caption="Activity, newest first"
        columns={[{ label: 'What' }, { label: 'By', className: 'hidden sm:table-cell' }, { label: 'When', className: 'hidden sm:table-cell' }]}
        loading={activity.isPending}
        empty={
          activity.data?.items.length !== 0 ? null : activity.data.total > 0 ? (
            <>
              This page is past the last one. <Link className="text-brand-800 underline" to={`${paths.admin.activity}${kind ? `?kind=${kind}` : ''}`}>Go to the newest entries</Link>
            </>
          ) : kind ? (
            'Nothing of this kind yet.'
          ) : (
            'No activity yet.'
          )
        }
      >
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
      </ListTable>
      <Pager page={page} pageCount={pageCount} onPage={(next) => update({ page: String(next) })} />
    </div>
  );
}
