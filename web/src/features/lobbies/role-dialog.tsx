import type { LobbyByCode, LobbyRole } from '@kickchips/core';
import { Dialog } from 'radix-ui';
import { ModalDialog } from '../../components/ui/modal-dialog/modal-dialog';

type RoleDialogProps = {
  lobby: LobbyByCode | null;
  onChoose: (role: LobbyRole) => void;
  onCancel: () => void;
};

/** The JOIN LOBBY dialog (spec 2): join as PLAYER or SPECTATOR when the lobby allows spectators. */
export function RoleDialog({ lobby, onChoose, onCancel }: RoleDialogProps) {
  return (
    <ModalDialog
      open={lobby !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="JOIN LOBBY"
      description={`${
        lobby
          ? `${lobby.match.homeTeam} vs ${lobby.match.awayTeam}, hosted by ${lobby.hostUser.username}. `
          : ''
      }Choose how you want to take part.`}
    >
      <div className="grid grid-cols-2 gap-3">
        <button type="button" className="btn-primary" onClick={() => onChoose('player')}>
          PLAYER
        </button>
        <button type="button" className="btn-secondary" onClick={() => onChoose('spectator')}>
          SPECTATOR
        </button>
      </div>
      <Dialog.Close className="btn-ghost">Cancel</Dialog.Close>
    </ModalDialog>
  );
}
