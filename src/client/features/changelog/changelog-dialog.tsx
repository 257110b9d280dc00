import { useQuery } from '@tanstack/react-query';

import { parseChangelog } from '../../../domain/changelog.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../components/ui/dialog.tsx';

/** The project's own CHANGELOG.md, loaded only when the dialog is first opened. */
async function loadChangelog() {
  const { default: markdown } = await import('../../../../CHANGELOG.md?raw');
  return parseChangelog(markdown);
}

/** A change's words, with `code` (settings, commands) set as code, as the Markdown file writes it. */
function ChangeText({ text }: { text: string }) {
  return text.split('`').map((piece, i) =>
    i % 2 === 1 ? (
      <code key={i} className="rounded bg-stone-100 px-1 font-mono text-[0.8125rem] text-stone-900">
        {piece}
      </code>
    ) : (
      piece
    ),
  );
}

export function ChangelogDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { data: entries, isPending } = useQuery({ queryKey: ['changelog'], queryFn: loadChangelog, enabled: open, staleTime: Infinity });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Changelog"
      footer={<DialogClose className={buttonClass('secondary')}>Close</DialogClose>}
    >
      {isPending ? (
        <p className="text-stone-600">Loading…</p>
      ) : (
        <ol className="space-y-5">
          {entries?.map((entry) => (
            <li key={entry.version}>
              <h3 className="flex items-baseline gap-3 font-semibold text-stone-900">
                <span>Version {entry.version}</span>
                <time dateTime={entry.date} className="text-sm font-normal text-stone-500">
                  {entry.date}
                </time>
              </h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-700">
                {entry.changes.map((change) => (
                  <li key={change}>
                    <ChangeText text={change} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
