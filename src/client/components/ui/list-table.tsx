import type { ReactNode } from 'react';

/** A column of a ListTable: its heading and the classes of its heading cell (hidden on a phone, say). */
export interface ListColumn {
  label: ReactNode;
  className?: string;
}

/**
 * The back office's lists (parts, categories, sections, vehicle models, messages, order requests, activity):
 * a table named by its caption, with headed columns, three placeholder rows while the first page loads, the
 * rows, and one row saying why there are none. `framed` (the default) draws its own card; a table inside
 * a card of its own (a section's categories) goes without.
 */
export function ListTable({ caption, columns, loading, empty, children, framed = true }: {
  caption: string;
  columns: readonly ListColumn[];
  loading: boolean;
  empty: ReactNode | null;
  children: ReactNode;
  framed?: boolean;
}) {
  return (
    <div className={framed ? 'overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm' : 'overflow-x-auto'}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-xs tracking-wide text-stone-700 uppercase">
          <tr>
            {columns.map((column, i) => <th key={i} scope="col" className={`px-3 py-2 ${column.className ?? ''}`}>{column.label}</th>)}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {loading ? [0, 1, 2].map((i) => <tr key={i}><td colSpan={columns.length} className="px-3 py-3"><div className="h-8 animate-pulse rounded bg-stone-100" /></td></tr>) : null}
          {children}
          {empty === null ? null : <tr><td colSpan={columns.length} className="px-3 py-8 text-center text-stone-600">{empty}</td></tr>}
        </tbody>
      </table>
    </div>
  );
}
