import type { LobbyDetails, LobbyMember } from '@kickchips/core';
import { HostActionsMenu } from './host-actions-menu';
import { LobbyLockControl } from './lobby-lock-control';

type LobbyPlayersPanelProps = {
  lobby: LobbyDetails['lobby'];
  users: readonly LobbyMember[];
  currentUserId: string;
  /** Who has bet on the round taking bets (the lobby details' betPlacedBy); null when none does. */
  betPlacedBy: readonly string[] | null;
};

/**
 * LOBBY PLAYERS before kick-off (spec 2): who is in, with chips, Status Ready and whether they have
 * bet; who hosts, and whether the lobby is locked. The host has a menu on every other member (make
 * host, remove) and locks or unlocks the lobby (issue 17).
 */
export function LobbyPlayersPanel({ lobby, users, currentUserId, betPlacedBy }: LobbyPlayersPanelProps) {
  const hostId = lobby.hostUser._id;
  const isHost = hostId === currentUserId;
  const hasBet = (userId: string) => betPlacedBy?.includes(userId) ?? false;
  return (
    <section aria-labelledby="lobby-players" className="card flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="lobby-players" className="text-display-sm">
          LOBBY PLAYERS
        </h2>
        <LobbyLockControl lobbyId={lobby._id} locked={lobby.locked} isHost={isHost} />
      </div>
      <ul className="flex flex-col divide-y divide-[var(--border)]">
        {users.map((member) => (
          <li key={member.user._id} className="flex flex-wrap items-center justify-between gap-x-2 py-1.5">
            <span className="flex items-center gap-2 font-semibold">
              {member.user.username}
              {member.user._id === hostId ? <span className="badge badge-brand">Host</span> : null}
              {member.role === 'spectator' ? <span className="badge badge-outline">Spectator</span> : null}
            </span>
            {/* small on a phone, so a row stays one line and the code with Copy and Share stays on the first screen */}
            <span className="flex items-center gap-2 text-xs sm:gap-3 sm:text-sm">
              {member.role === 'player' ? <span className="tabular-nums">{member.chips} chips</span> : null}
              {member.role === 'player' && betPlacedBy ? (
                <span className={hasBet(member.user._id) ? 'font-semibold' : 'text-[var(--text-muted)]'}>
                  {hasBet(member.user._id) ? 'Bet placed' : 'No bet yet'}
                </span>
              ) : null}
              <span className="text-[var(--color-pitch-600)] dark:text-[var(--color-pitch-300)]">
                Status Ready
              </span>
              {isHost && member.user._id !== currentUserId ? (
                <HostActionsMenu lobbyId={lobby._id} member={member} />
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
