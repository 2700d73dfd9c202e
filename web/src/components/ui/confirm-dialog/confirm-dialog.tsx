import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useReturnFocus } from '../return-focus/use-return-focus';

type ConfirmDialogProps = {
  /** The element that opens the dialog; leave it out to control the dialog with open/onOpenChange. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  onConfirm: () => void;
  onCancel?: () => void;
  title?: string;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Paint Confirm red for destructive actions. */
  destructive?: boolean;
};

/**
 * The shared "Are You Sure?" dialog (spec 2). An alert dialog: focus stays inside while it is open,
 * goes back to the trigger (or, when its owner opens it, to what had the focus) when it closes,
 * Escape cancels and a click outside does nothing.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  onConfirm,
  onCancel,
  title = 'Are You Sure?',
  description = 'This action cannot be undone',
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
}: ConfirmDialogProps) {
  // without a trigger Radix has nothing to give the focus back to
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-[var(--color-pitch-950)]/60 backdrop-blur-[2px]" />
        <AlertDialog.Content
          {...(trigger ? {} : returnFocus)}
          onEscapeKeyDown={() => onCancel?.()}
          className="card fixed left-1/2 top-1/2 z-50 flex w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-3 shadow-[var(--shadow-pop)]"
        >
          <AlertDialog.Title className="text-display-sm">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-[var(--text-muted)]">
            {description}
          </AlertDialog.Description>
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className="btn-outline" onClick={() => onCancel?.()}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={cn(destructive ? 'btn-danger' : 'btn-primary')}
              onClick={() => onConfirm()}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
