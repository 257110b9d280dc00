import { Button } from './button.tsx';
import { formatCount } from '../../../domain/counts.ts';

/** Previous / "Page N of M" / Next, shown only when there is more than one page. */
export function Pager({ page, pageCount, onPage, label = 'Pages' }: { page: number; pageCount: number; onPage: (page: number) => void; label?: string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</Button>
      <span className="text-sm">Page {formatCount(page)} of {formatCount(pageCount)}</span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>Next</Button>
    </nav>
  );
}
