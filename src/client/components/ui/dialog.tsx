import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';

import { CloseIcon } from './icons.tsx';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** False for a question that must be answered by one of its buttons: no close button, Escape and a click outside do nothing. */
  dismissible?: boolean;
}

/** An accessible modal: titled, focus kept inside, closed by Escape, focus returned to the opener. */
export function Dialog({ open, onOpenChange, title, description, children, footer, dismissible = true }: DialogProps) {
  // Dialogs opened without a Radix trigger still hand focus back to whatever opened them.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/60" />
        <RadixDialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-2xl"
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(dismissible ? {} : { onEscapeKeyDown: (event: Event) => event.preventDefault(), onPointerDownOutside: (event: Event) => event.preventDefault(), onInteractOutside: (event: Event) => event.preventDefault() })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
            opener.current = null;
          }}
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
            <RadixDialog.Title className="font-display text-xl font-bold text-stone-900">{title}</RadixDialog.Title>
            {dismissible ? (
              <RadixDialog.Close className="rounded p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900" aria-label="Close dialog">
                <CloseIcon />
              </RadixDialog.Close>
            ) : null}
          </div>
          {description ? <RadixDialog.Description className="px-5 pt-4 text-stone-700">{description}</RadixDialog.Description> : null}
          {/* Focusable so that a long body can be scrolled with the keyboard (axe's scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region, not a control */}
          <div className="overflow-y-auto px-5 py-4" tabIndex={0}>{children}</div>
          {footer ? <div className="flex justify-end gap-2 border-t border-stone-200 px-5 py-3">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
