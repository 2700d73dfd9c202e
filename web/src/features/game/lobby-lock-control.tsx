import { Lock, LockOpen } from 'lucide-react';
import { useHostControls } from './api/host-controls';

type LobbyLockControlProps = {
  lobbyId: string;
  locked: boolean;
  /** Only the host may lock; everyone sees that the lobby is locked. */
  isHost: boolean;
};

/** Locked state for everyone, and Lock lobby / Unlock lobby for the host (no newcomers while locked). */
export function LobbyLockControl({ lobbyId, locked, isHost }: LobbyLockControlProps) {
  const { lock } = useHostControls(lobbyId);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {locked ? (
        <span className="badge badge-outline inline-flex items-center gap-1" title="Nobody new can join">
          <Lock aria-hidden="true" className="h-3.5 w-3.5" />
          Locked
        </span>
      ) : null}
      {isHost ? (
        <button
          type="button"
          className="btn-outline px-3 py-1.5 text-sm"
          onClick={() => lock.mutate(!locked)}
          disabled={lock.isPending}
        >
          {locked ? (
            <LockOpen aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Lock aria-hidden="true" className="h-4 w-4" />
          )}
          {locked ? 'Unlock lobby' : 'Lock lobby'}
        </button>
      ) : null}
    </div>
  );
}
