import type { LeaderboardEntry } from '@kickchips/core';
import { winRate } from './win-rate';

/**
 * The selected player's detail under GAME RANK (spec 2): Chips, In Play (staked on bets not settled
 * yet, game-rules 12), Bets Placed, Bets Won, Win Rate.
 */
export function PlayerStats({ entry }: { entry: LeaderboardEntry }) {
  const stats = [
    ['Chips', String(entry.chips)],
    ['In Play', String(entry.inPlay)],
    ['Bets Placed', String(entry.betsPlaced)],
    ['Bets Won', String(entry.betsWon)],
    ['Win Rate', winRate(entry.betsWon, entry.betsSettled)],
  ] as const;
  return (
    <section aria-labelledby="player-stats-title" className="panel flex flex-col gap-2">
      <h3 id="player-stats-title" className="font-semibold break-words">
        #{entry.rank} {entry.user.username}
      </h3>
      <dl className="grid grid-cols-2 gap-2">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-[var(--text-muted)]">{label}</dt>
            <dd className="display text-display-sm tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
