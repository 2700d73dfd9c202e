import { Dialog } from 'radix-ui';
import { ModalDialog } from '../../../components/ui/modal-dialog/modal-dialog';
import { LobbyInvite } from './lobby-invite';

/** A small Invite button (for the in-game footer) that opens the invite in a dialog. */
export function InviteButton({ lobbyCode }: { lobbyCode: string }) {
  return (
    <ModalDialog
      trigger={
        <button type="button" className="btn-outline px-3 py-1 text-sm">
          Invite
        </button>
      }
      title="Invite friends"
      description="Friends join with the code, the link or the QR code."
      className="max-h-[calc(100dvh-2rem)] max-w-sm overflow-y-auto"
    >
      <LobbyInvite lobbyCode={lobbyCode} titled={false} />
      <Dialog.Close className="btn-ghost">Close</Dialog.Close>
    </ModalDialog>
  );
}
