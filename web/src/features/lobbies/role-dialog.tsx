import type { LobbyByCode, LobbyRole } from '@kickchips/core';
import { Dialog } from 'radix-ui';
import { useReturnFocus } from '../../components/ui/return-focus/use-return-focus';

type RoleDialogProps = {
  lobby: LobbyByCode | null;
  onChoose: (role: LobbyRole) => void;
  onCancel: () => void;
};

/** The JOIN LOBBY dialog (spec 2): join as PLAYER or SPECTATOR when the lobby allows spectators. */
export function RoleDialog({ lobby, onChoose, onCancel }: RoleDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={lobby !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-[var(--color-pitch-950)]/60 backdrop-blur-[2px]" />
        <Dialog.Content
          {...returnFocus}
          className="card fixed left-1/2 top-1/2 z-50 flex w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 shadow-[var(--shadow-pop)]"
        >
          <Dialog.Title className="text-display-sm">JOIN LOBBY</Dialog.Title>
          <Dialog.Description className="text-[var(--text-muted)]">
            {lobby
              ? `${lobby.match.homeTeam} vs ${lobby.match.awayTeam}, hosted by ${lobby.hostUser.username}.`
              : ''}{' '}
            Choose how you want to take part.
          </Dialog.Description>
          <div className="grid grid-cols-2 gap-3">
            <button type="button" className="btn-primary" onClick={() => onChoose('player')}>
              PLAYER
            </button>
            <button type="button" className="btn-secondary" onClick={() => onChoose('spectator')}>
              SPECTATOR
            </button>
          </div>
          <Dialog.Close className="btn-ghost">Cancel</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
