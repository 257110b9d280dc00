import type { ReactNode } from 'react';

/** A message that something failed, read out at once by screen readers. */
export function Alert({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div role="alert" className={`rounded-md border border-red-200 bg-red-50 p-4 text-red-800 ${className}`}>{children}</div>;
}
