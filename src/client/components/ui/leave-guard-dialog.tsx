import type { Blocker } from 'react-router';

import { ConfirmDialog } from './confirm-dialog.tsx';

/** The question a guarded form asks before its unsaved changes are left behind (useLeaveGuard). */
export function LeaveGuardDialog({ blocker, what }: { blocker: Blocker; what: string }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      description={`Your changes to ${what} are not saved. Leave this page and lose them, or stay to save them.`}
      confirmLabel="Leave without saving"
      cancelLabel="Stay on this page"
      pendingLabel="Leaving..."
      pending={false}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
