import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog/confirm-dialog';

type GameFooterProps = {
  lobbyCode: string;
  onLeave: () => void;
  leaving: boolean;
  /** What the code opens (the invite), in place of the plain code. */
  invite?: ReactNode;
};

/** The in-game footer (spec 2): the lobby code and Leave Game, which asks first. */
export function GameFooter({ lobbyCode, onLeave, leaving, invite }: GameFooterProps) {
  return (
    <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-[var(--border)] pt-3">
      <div className="flex items-center gap-2 text-sm">
        Lobby code <span className="font-mono text-lg font-bold tracking-widest">{lobbyCode}</span>
        {invite}
      </div>
      <ConfirmDialog
        trigger={
          <button type="button" className="btn-danger" disabled={leaving}>
            Leave Game
          </button>
        }
        description="You leave this lobby. This action cannot be undone"
        onConfirm={onLeave}
        destructive
      />
    </footer>
  );
}
