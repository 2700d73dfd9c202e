import type { LeaderboardEntry, LobbyMember } from '@kickchips/core';

type LobbyPlayersPanelProps = {
  users: readonly LobbyMember[];
  /** Before kick-off a bet can only be on the first round, so bets placed say who has bet on it. */
  leaderboard?: readonly LeaderboardEntry[];
};

/** LOBBY PLAYERS before kick-off (spec 2): who is in, with chips, Status Ready and whether they have bet. */
export function LobbyPlayersPanel({ users, leaderboard }: LobbyPlayersPanelProps) {
  const hasBet = (userId: string) =>
    (leaderboard?.find((entry) => entry.user._id === userId)?.betsPlaced ?? 0) > 0;
  return (
    <section aria-labelledby="lobby-players" className="card flex flex-col gap-3">
      <h2 id="lobby-players" className="text-display-sm">
        LOBBY PLAYERS
      </h2>
      <ul className="flex flex-col divide-y divide-[var(--border)]">
        {users.map((member) => (
          <li key={member.user._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="flex items-center gap-2 font-semibold">
              {member.user.username}
              {member.role === 'spectator' ? <span className="badge badge-outline">Spectator</span> : null}
            </span>
            <span className="flex items-center gap-3 text-sm">
              {member.role === 'player' ? <span className="tabular-nums">{member.chips} chips</span> : null}
              {member.role === 'player' && leaderboard ? (
                <span className={hasBet(member.user._id) ? 'font-semibold' : 'text-[var(--text-muted)]'}>
                  {hasBet(member.user._id) ? 'Bet placed' : 'No bet yet'}
                </span>
              ) : null}
              <span className="text-[var(--color-pitch-600)] dark:text-[var(--color-pitch-300)]">
                Status Ready
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
