import type { ComponentProps } from 'react';

/**
 * The "website" field only robots fill in (the contact, order request and stock alert forms): hidden from
 * people and from screen readers, never reached by Tab. The server answers a filled-in one as if all went
 * well and keeps nothing.
 */
export function TrapField({ id, ...input }: ComponentProps<'input'> & { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
