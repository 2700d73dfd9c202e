import { ConfirmDialog } from '../../components/ui/confirm-dialog/confirm-dialog';
import { InviteButton } from '../lobbies';

type GameFooterProps = { lobbyCode: string; onLeave: () => void; leaving: boolean };

/**
 * The in-game footer (spec 2): the lobby code with its invite, and Leave Game, which asks first and
 * says what leaving does: a member who left keeps their chips and bets and may rejoin, so the
 * shared "This action cannot be undone" was untrue (issue 29 item 6).
 */
export function GameFooter({ lobbyCode, onLeave, leaving }: GameFooterProps) {
  return (
    <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-[var(--border)] pt-3">
      <div className="flex items-center gap-2 text-sm">
        Lobby code <span className="font-mono text-lg font-bold tracking-widest">{lobbyCode}</span>
        <InviteButton lobbyCode={lobbyCode} />
      </div>
      <ConfirmDialog
        trigger={
          <button type="button" className="btn-danger" disabled={leaving}>
            Leave Game
          </button>
        }
        description={`You leave this lobby. You can come back with the code ${lobbyCode} while the match lasts, and your chips and bets will be as you left them.`}
        onConfirm={onLeave}
        destructive
      />
    </footer>
  );
}
