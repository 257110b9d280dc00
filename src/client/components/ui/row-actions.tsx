import { Link } from 'react-router';

/** A list row's Edit link and Delete button, named after the row's item for screen readers. */
export function RowActions({ name, editTo, onDelete }: { name: string; editTo: string; onDelete: () => void }) {
  return (
    <div className="flex flex-col items-end gap-1 whitespace-nowrap sm:flex-row sm:justify-end">
      <Link to={editTo} className="rounded-md px-2 py-1.5 font-semibold text-brand-800 underline" aria-label={`Edit ${name}`}>Edit</Link>
      <button type="button" className="rounded-md px-2 py-1.5 font-semibold text-red-700 hover:bg-red-50" aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </button>
    </div>
  );
}
