import type { LobbyMember } from '@kickchips/core';
import { Crown, Ellipsis, UserX } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog/confirm-dialog';
import { useHostControls } from './api/host-controls';

type HostActionsMenuProps = { lobbyId: string; member: LobbyMember };

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm font-medium outline-none data-[highlighted]:bg-[var(--surface-sunken)] data-[disabled]:opacity-50';

/**
 * What the host may do to another member (issue 17): make a player host, or remove them after a
 * confirmation that says what removing means. A real button opens it, so it works by keyboard.
 */
export function HostActionsMenu({ lobbyId, member }: HostActionsMenuProps) {
  const [confirming, setConfirming] = useState(false);
  const { kick, transfer } = useHostControls(lobbyId);
  const userId = member.user._id;
  const name = member.user.username;
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className="btn-ghost px-2 py-1.5"
          aria-label={`Host actions for ${name}`}
          disabled={kick.isPending || transfer.isPending}
        >
          <Ellipsis aria-hidden="true" className="h-4 w-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-44 rounded-xl border border-[var(--border)] bg-[var(--surface-raised)] p-1.5 shadow-xl"
          >
            {member.role === 'player' ? (
              <DropdownMenu.Item className={itemClass} onSelect={() => transfer.mutate(userId)}>
                <Crown aria-hidden="true" className="h-4 w-4 text-[var(--text-muted)]" />
                Make host
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Item
              className={`${itemClass} text-[var(--danger)]`}
              onSelect={() => setConfirming(true)}
            >
              <UserX aria-hidden="true" className="h-4 w-4" />
              Remove from lobby
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => kick.mutate(userId)}
        title={`Remove ${name} from this lobby?`}
        description={`${name} leaves the game at once and cannot join this lobby again. Bets already placed still settle.`}
        confirmLabel="Remove"
        destructive
      />
    </>
  );
}
