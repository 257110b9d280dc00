import type { ReactNode } from 'react';

import type { DeleteFlow } from '../../lib/use-delete-flow.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** The button that leaves things as they are: "Cancel" unless that would read like the action itself. */
  cancelLabel?: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before a delete (SPEC §4): confirm, processing, then the caller refreshes or reports. */
export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel = 'Cancel', pendingLabel, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !pending && onCancel()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>{cancelLabel}</Button>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>{pending ? pendingLabel : confirmLabel}</Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}

/** SPEC §4's 'Delete Failed' dialog: why the delete did not happen, and perhaps what to do. */
export function DeleteFailedDialog({ message, onClose, children }: { message: string | null; onClose: () => void; children?: ReactNode }) {
  return (
    <Dialog open={message !== null} onOpenChange={(next) => !next && onClose()} title="Delete Failed" description={message ?? undefined} footer={<Button variant="secondary" onClick={onClose}>Close</Button>}>
      {children ?? null}
    </Dialog>
  );
}

/**
 * Both dialogs of a delete flow (useDeleteFlow): the question about `flow.confirming`, described by
 * `describe`, and the 'Delete Failed' answer. `failureMessage` reads a failure that carries more than
 * its words; `children` add to the failure dialog (a link to what blocks the delete).
 */
export function DeleteDialogs<Item, Failure>({ flow, title, describe, pending, failureMessage, children }: {
  flow: DeleteFlow<Item, Failure>;
  title: string;
  describe: (item: Item) => string;
  pending: boolean;
  failureMessage?: (failure: Failure) => string;
  children?: ReactNode;
}) {
  const message = flow.failure === null ? null : failureMessage ? failureMessage(flow.failure) : String(flow.failure);
  return (
    <>
      <ConfirmDialog
        open={flow.confirming !== null}
        title={title}
        description={flow.confirming === null ? '' : describe(flow.confirming)}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={pending}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
      <DeleteFailedDialog message={message} onClose={flow.dismissFailure}>{children}</DeleteFailedDialog>
    </>
  );
}
