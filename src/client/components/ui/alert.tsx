import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A message that something failed, read out at once by screen readers; with `reveal`, scrolled into view
 * when it appears (a save's failure above a form whose Save button is a phone's screen or more below it).
 * The public pages load it: the back office's SaveErrorAlert is in save-error-alert.tsx.
 */
export function Alert({ children, className = '', reveal = false }: { children: ReactNode; className?: string; reveal?: boolean }) {
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reveal) shown.current?.scrollIntoView?.({ block: 'center' });
  }, [reveal]);
  return <div ref={shown} role="alert" className={`rounded-md border border-red-200 bg-red-50 p-4 text-red-800 ${className}`}>{children}</div>;
}
