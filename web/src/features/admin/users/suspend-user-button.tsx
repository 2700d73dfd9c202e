import type { User } from '@kickchips/core';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { useSetUserSuspended } from '../api/set-user-suspended';

/** Suspend (after a confirm naming the effect) or Unsuspend a user, from the users table. */
export function SuspendUserButton({ user }: { user: User }) {
  const setSuspended = useSetUserSuspended();
  const run = (suspended: boolean) =>
    setSuspended
      .mutateAsync({ userId: user._id, suspended })
      .then(() => toast.success(suspended ? `${user.name} is suspended` : `${user.name} may sign in again`))
      .catch((caught: unknown) =>
        toast.error(caught instanceof Error ? caught.message : 'That did not work'),
      );
  if (user.suspended) {
    return (
      <button
        type="button"
        className="btn-outline"
        disabled={setSuspended.isPending}
        onClick={() => run(false)}
      >
        Unsuspend
      </button>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="btn-outline" aria-label={`Suspend ${user.name}`}>
          Suspend
        </button>
      }
      title={`Suspend ${user.name}?`}
      description="They are signed out everywhere at once and cannot sign in, join or bet until you unsuspend them."
      confirmLabel="Suspend"
      destructive
      onConfirm={() => run(true)}
    />
  );
}
