import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import { CONTACT_MESSAGES, type ContactMessage } from '../../../../domain/contact.schema.ts';
import { messageReplyMailto } from '../../../../domain/replies.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { DeleteDialogs } from '../../../components/ui/confirm-dialog.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { paths } from '../../../../domain/paths.ts';
import { useDeleteMessage, useInbox, useMarkMessage, useMessage } from '../../../features/contact/api/contact-api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteFlow } from '../../../lib/use-delete-flow.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { shopName } from '../../../lib/site.ts';
import { SentMails } from '../../../features/mail/components/sent-mails.tsx';

/** /admin/messages: the Contact page's messages, newest first, unread in bold. */
export default function MessagesRoute() {
  usePageTitle('Messages');
  const { params, update } = useUrlState();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const inbox = useInbox(page);
  const pageCount = inbox.data ? Math.max(1, Math.ceil(inbox.data.total / inbox.data.pageSize)) : 1;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="font-display text-3xl font-bold">Messages</h1>
        {inbox.data ? <p className="text-sm text-stone-700" aria-live="polite">{inbox.data.unread} unread of {inbox.data.total}</p> : null}
      </div>
      {inbox.isError ? <Alert>{CONTACT_MESSAGES.fetchFailed}</Alert> : null}
      <ListTable
        caption="Messages from the Contact page"
        columns={[{ label: 'From' }, { label: 'Message' }, { label: 'Received', className: 'hidden sm:table-cell' }]}
        loading={inbox.isPending}
        empty={inbox.data?.items.length === 0 ? 'No messages yet.' : null}
      >
        {inbox.data?.items.map((message) => (
          <tr key={message.id} className={message.read ? '' : 'bg-amber-50/60'}>
            <td className={`px-3 py-2 ${message.read ? '' : 'font-bold'}`}>
              {message.name}
              {message.read ? null : <span className="sr-only"> (unread)</span>}
            </td>
            <td className="px-3 py-2">
              <Link to={paths.admin.message(message.id)} className={`text-brand-800 underline ${message.read ? '' : 'font-bold'}`}>
                {message.message.length > 90 ? `${message.message.slice(0, 89)}…` : message.message}
              </Link>
              {message.partNumber ? <span className="block font-mono text-xs text-stone-600">Part {message.partNumber}</span> : null}
            </td>
            <td className="hidden px-3 py-2 whitespace-nowrap text-stone-700 sm:table-cell">{formatDateTime(message.createdAt)}</td>
          </tr>
        ))}
      </ListTable>
      <Pager page={page} pageCount={pageCount} onPage={(next) => update({ page: String(next) })} />
    </div>
  );
}

function MessageBody({ message }: { message: ContactMessage }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-stone-200 bg-white p-5 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">From</dt>
      <dd>{message.name} &lt;<a className="text-brand-800 underline" href={`mailto:${message.email}`}>{message.email}</a>&gt;</dd>
      <dt className="font-semibold">Received</dt>
      <dd>{formatDateTime(message.createdAt)}</dd>
      {message.partNumber ? (
        <>
          <dt className="font-semibold">Part</dt>
          <dd>
            <span className="font-mono">{message.partNumber}</span>
            {message.partId ? <> · <Link to={paths.part(message.partId)} className="text-brand-800 underline">Open the part page</Link> · <Link to={paths.admin.editPart(message.partId)} className="text-brand-800 underline">Edit the part</Link></> : ' (no part has this number)'}
          </dd>
        </>
      ) : null}
      <dt className="font-semibold">Message</dt>
      {/* Text, never HTML: whatever a visitor wrote is shown as they wrote it. */}
      <dd className="whitespace-pre-line text-stone-900">{message.message}</dd>
    </dl>
  );
}

/** /admin/messages/{id}: one message; opening it marks it read. */
export function MessageRoute() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const message = useMessage(id);
  const mark = useMarkMessage(id);
  const remove = useDeleteMessage();
  const deletion = useDeleteFlow((messageId: number, handlers) => remove.mutate(messageId, { onSuccess: () => { handlers.onSuccess(); navigate(paths.admin.messages); }, onError: handlers.onError }), () => 'Failed to delete message. Please try again.');
  usePageTitle(message.data ? `Message from ${message.data.name}` : 'Message');
  const { data } = message;
  // Opening a message reads it: marked so once, so "Mark as unread" afterwards sticks.
  const markedOnOpen = useRef<number | null>(null);
  useEffect(() => {
    if (data && !data.read && markedOnOpen.current !== data.id) {
      markedOnOpen.current = data.id;
      mark.mutate(true);
    }
  }, [data, mark]);

  if (message.isError) return <Alert>{message.error instanceof ApiError && message.error.status === 404 ? 'This message no longer exists.' : CONTACT_MESSAGES.fetchFailed}</Alert>;
  if (!data) return <p role="status" className="text-stone-600">Loading the message…</p>;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold">Message from {data.name}</h1>
        <div className="ml-auto flex flex-wrap gap-2">
          <Link to={paths.admin.messages} className={buttonClass('secondary')}>All messages</Link>
          {/* In the owner's own mail program: to the visitor, what it answers in the subject, the message quoted. */}
          <a href={messageReplyMailto(data, shopName(), formatDateTime(data.createdAt))} className={buttonClass('primary')}>Reply by e-mail</a>
          <Button variant="secondary" disabled={mark.isPending} onClick={() => mark.mutate(!data.read)}>{data.read ? 'Mark as unread' : 'Mark as read'}</Button>
          <Button variant="danger" onClick={() => deletion.ask(id)}>Delete</Button>
        </div>
      </div>
      {mark.isError ? <Alert>Failed to update the message. Please try again.</Alert> : null}
      <MessageBody message={data} />
      <SentMails about={{ kind: 'messages', id: data.id }} />
      <DeleteDialogs flow={deletion} title="Delete message" describe={() => `Delete the message from ${data.name}? This cannot be undone.`} pending={remove.isPending} />
    </div>
  );
}
