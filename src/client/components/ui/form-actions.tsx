import { Link } from 'react-router';

import { Button, buttonClass } from './button.tsx';

/**
 * Cancel and Save at the foot of a form; while saving, Save says 'Saving...' and Cancel waits (SPEC §4).
 * `waitingFor` holds Save back, saying why, while something the save depends on is still being written.
 */
export function FormActions({ cancelTo, saving, saveLabel, waitingFor }: { cancelTo: string; saving: boolean; saveLabel: string; waitingFor?: string }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {waitingFor ? <p role="status" className="text-sm text-stone-700">{waitingFor}</p> : null}
      <Link to={cancelTo} className={buttonClass('secondary')} aria-disabled={saving} onClick={(event) => saving && event.preventDefault()}>Cancel</Link>
      <Button type="submit" disabled={saving || Boolean(waitingFor)}>{saving ? 'Saving...' : saveLabel}</Button>
    </div>
  );
}
