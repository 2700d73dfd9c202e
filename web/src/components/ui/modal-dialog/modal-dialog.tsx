import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useReturnFocus } from '../return-focus/use-return-focus';

type ModalDialogProps = {
  /** The element that opens the dialog; leave it out to control the dialog with open/onOpenChange. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Width, height and spacing of the panel; it is centred over a dimmed page either way. */
  className?: string;
  children: ReactNode;
};

/**
 * A dialog over the page (the game settings, JOIN LOBBY, the invite): focus stays inside while it
 * is open and goes back to what had it when it closes; Escape and a click outside close it.
 */
export function ModalDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: ModalDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-[var(--color-pitch-950)]/60 backdrop-blur-[2px]" />
        <Dialog.Content
          {...returnFocus}
          className={cn(
            'card fixed left-1/2 top-1/2 z-50 flex w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-3 shadow-[var(--shadow-pop)]',
            className,
          )}
        >
          <Dialog.Title className="text-display-sm">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-[var(--text-muted)]">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
