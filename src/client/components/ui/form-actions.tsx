import { Link } from 'react-router';

import { Button, buttonClass } from './button.tsx';

/** Cancel and Save at the foot of a form; while saving, Save says 'Saving...' and Cancel waits (SPEC §4). */
export function FormActions({ cancelTo, saving, saveLabel }: { cancelTo: string; saving: boolean; saveLabel: string }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Link to={cancelTo} className={buttonClass('secondary')} aria-disabled={saving} onClick={(event) => saving && event.preventDefault()}>Cancel</Link>
      <Button type="submit" disabled={saving}>{saving ? 'Saving...' : saveLabel}</Button>
    </div>
  );
}
