import { type Blocker, type To, useBlocker, useNavigate } from 'react-router';

/** The state a form's own navigation after a save carries, so the guard lets it go (the form is still dirty then). */
const AFTER_SAVE = { afterSave: true } as const;

const afterSave = (state: unknown) => typeof state === 'object' && state !== null && (state as { afterSave?: unknown }).afterSave === true;

/**
 * While `dirty`, a move to another page of the app waits for the owner's answer (LeaveGuard): a link,
 * Cancel, the back button. The navigation a save makes (with AFTER_SAVE, see useNavigateAfterSave) goes at once.
 */
export function useLeaveGuard(dirty: boolean): Blocker {
  return useBlocker(({ currentLocation, nextLocation }) => dirty && !afterSave(nextLocation.state) && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
}

/** Where a guarded form goes once saved: past its own guard, with any more state the page it opens reads. */
export function useNavigateAfterSave(): (to: To, state?: Record<string, unknown>) => void {
  const navigate = useNavigate();
  return (to, state) => void navigate(to, { state: { ...state, ...AFTER_SAVE } });
}
