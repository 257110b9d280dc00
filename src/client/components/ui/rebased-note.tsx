import { useEffect, useRef } from 'react';

import type { RebasedEdit } from '../../../domain/edit-version.ts';

/** A field's value as the note quotes it. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object')) return value.join(', ');
  if (typeof value === 'object') return 'a different list';
  return String(value as string | number);
}

const listed = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * What a form reloaded after a refused save holds (useRebasedForm): the thing as someone else saved it,
 * with the fields its admin had changed kept, and, for a field both changed, what the other save had put
 * there, and the fields kept with the admin's because they belong together (`held`), theirs quoted too, so
 * that nothing is overwritten unseen (`named` says a value the form holds by its id: a section,
 * a make). Focused when it appears: the button that reloaded is gone.
 */
export function RebasedNote<V extends object>({ rebased, labels, thing, named }: {
  rebased: RebasedEdit<V> | null;
  labels: Record<keyof V & string, string>;
  thing: string;
  named?: (field: keyof V & string, value: unknown) => string | undefined;
}) {
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => note.current?.focus(), [rebased]);
  if (!rebased) return null;
  const { taken, kept, both, held, theirs } = rebased;
  const quoted = (keys: (keyof V & string)[]) => (
    <ul className="list-disc pl-6">
      {keys.map((key) => (
        <li key={key}>
          {labels[key]}: <span className="font-semibold">{named?.(key, theirs[key]) ?? shown(theirs[key])}</span>
        </li>
      ))}
    </ul>
  );
  // The fields named in the form's order.
  const fields = (among: string[]) => listed(Object.keys(labels).filter((key) => among.includes(key)).map((key) => labels[key as keyof V & string]));
  return (
    <div ref={note} role="status" tabIndex={-1} className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-600">
      <p>
        The form now shows the {thing} as saved by someone else{taken.length + both.length + held.length ? `, who changed ${fields([...taken, ...both, ...held])}` : ''}.{' '}
        {kept.length + both.length ? `Your changes to ${fields([...kept, ...both])} are kept.` : 'Nothing you changed differs from it.'} Nothing is saved until you save again.
      </p>
      {both.length ? (
        <>
          <p>You both changed {both.length === 1 ? 'this' : 'these'}; yours {both.length === 1 ? 'is' : 'are'} in the form, theirs {both.length === 1 ? 'was' : 'were'}:</p>
          {quoted(both)}
        </>
      ) : null}
      {held.length ? (
        <>
          <p>
            {fields(held)} {held.length === 1 ? 'goes' : 'go'} with what you changed, so the form keeps {held.length === 1 ? 'it' : 'them'} as you had {held.length === 1 ? 'it' : 'them'}; theirs {held.length === 1 ? 'was' : 'were'}:
          </p>
          {quoted(held)}
        </>
      ) : null}
    </div>
  );
}
