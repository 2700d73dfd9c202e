import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { cn } from '../../../lib/cn';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { Spinner } from '../spinner/spinner';
import { ERROR_TOAST } from '../toaster';

type DeleteButtonProps = {
  /** Runs after the player confirms; the button stays busy until it settles. */
  onDelete: () => unknown;
  /** The button's text, or its accessible name when `iconOnly` (e.g. 'Delete Corner'). */
  label?: string;
  iconOnly?: boolean;
  title?: string;
  description?: string;
  /** What to do with a failure; by default a toast with the error's message. */
  onError?: (error: unknown) => void;
  disabled?: boolean;
  className?: string;
};

function showError(error: unknown) {
  toast.error(
    error instanceof Error && error.message ? error.message : 'Something went wrong...',
    ERROR_TOAST,
  );
}

/** A delete button that asks "Are You Sure?" first, then shows a loading state while deleting (spec 2). */
export function DeleteButton({
  onDelete,
  label = 'Delete',
  iconOnly = false,
  title,
  description,
  onError = showError,
  disabled = false,
  className,
}: DeleteButtonProps) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await onDelete();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      title={title}
      description={description}
      destructive
      onConfirm={remove}
      trigger={
        <button
          type="button"
          className={cn(iconOnly ? 'btn-ghost btn-icon text-[var(--danger)]' : 'btn-danger', className)}
          aria-label={iconOnly ? label : undefined}
          aria-busy={busy}
          disabled={disabled || busy}
        >
          {busy ? <Spinner size="sm" decorative /> : <Trash2 aria-hidden="true" className="h-5 w-5" />}
          {iconOnly ? null : label}
        </button>
      }
    />
  );
}
