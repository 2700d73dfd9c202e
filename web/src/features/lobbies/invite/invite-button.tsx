import { Dialog } from 'radix-ui';
import { useReturnFocus } from '../../../components/ui/return-focus/use-return-focus';
import { LobbyInvite } from './lobby-invite';

/** A small Invite button (for the in-game footer) that opens the invite in a dialog. */
export function InviteButton({ lobbyCode }: { lobbyCode: string }) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root>
      <Dialog.Trigger className="btn-outline px-3 py-1 text-sm">Invite</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-[var(--color-pitch-950)]/60 backdrop-blur-[2px]" />
        <Dialog.Content
          {...returnFocus}
          className="card fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-y-auto shadow-[var(--shadow-pop)]"
        >
          <Dialog.Title className="text-display-sm">Invite friends</Dialog.Title>
          <Dialog.Description className="text-sm text-[var(--text-muted)]">
            Friends join with the code, the link or the QR code.
          </Dialog.Description>
          <LobbyInvite lobbyCode={lobbyCode} titled={false} />
          <Dialog.Close className="btn-ghost">Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
