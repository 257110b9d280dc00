import type { ReactNode } from 'react';

import { usePageTitle } from '../../lib/use-page-title.ts';

/** A content page: its heading is also the document title. */
export function Page({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">{title}</h1>
      {intro ? <div className="mt-3 max-w-3xl text-lg text-stone-700">{intro}</div> : null}
      <div className="mt-8">{children}</div>
    </div>
  );
}
