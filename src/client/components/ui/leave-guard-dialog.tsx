import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * A back-office form's question before its unsaved changes are left for another page of the app
 * (useLeaveGuard): "Leave without saving?". `dirty` is the form's own (react-hook-form's isDirty, not while
 * saving); `what` names what the changes are to ("this category", "the new part").
 */
export function LeaveGuard({ dirty, what }: { dirty: boolean; what: string }) {
  const blocker = useLeaveGuard(dirty);
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
