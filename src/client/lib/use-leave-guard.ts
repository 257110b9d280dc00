import { type Blocker, useBlocker } from 'react-router';

/** The state a form's own navigation after a save carries, so the guard lets it go (the form is still dirty then). */
export const AFTER_SAVE = { afterSave: true } as const;

const afterSave = (state: unknown) => typeof state === 'object' && state !== null && (state as { afterSave?: unknown }).afterSave === true;

/**
 * While `dirty`, a move to another page of the app waits for the owner's answer (LeaveGuardDialog): a
 * link, Cancel, the back button. The navigation a save makes (with AFTER_SAVE) goes at once.
 */
export function useLeaveGuard(dirty: boolean): Blocker {
  return useBlocker(({ currentLocation, nextLocation }) => dirty && !afterSave(nextLocation.state) && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
}
