import { counted, type FinalStanding } from '@kickchips/core';
import { cn } from '../../lib/cn';

type StandingsTableProps = {
  standings: readonly FinalStanding[];
  currentUserId: string;
  eliminated: ReadonlySet<string>;
  showPrizes: boolean;
};

/** Final Standings (spec 2): rank, player, wins and bets, chips; the tournament prize when there is one. */
export function StandingsTable({ standings, currentUserId, eliminated, showPrizes }: StandingsTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse">
        <caption className="sr-only">Final Standings</caption>
        <thead>
          <tr className="border-b border-[var(--border-strong)] text-left text-sm text-[var(--text-muted)]">
            <th scope="col" className="px-2 py-2">
              Rank
            </th>
            <th scope="col" className="px-2 py-2">
              Player
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              Wins / Bets
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              Chips
            </th>
            {showPrizes ? (
              <th scope="col" className="px-2 py-2 text-right">
                Prize
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {standings.map((standing) => {
            const me = standing.user._id === currentUserId;
            return (
              <tr
                key={standing.user._id}
                aria-current={me ? 'true' : undefined}
                className={cn(
                  'border-b border-[var(--border)] last:border-0',
                  me && 'bg-[var(--surface-sunken)] font-semibold',
                )}
              >
                <td className="display px-2 py-2 text-xl tabular-nums">#{standing.rank}</td>
                <th scope="row" className="min-w-0 px-2 py-2 text-left font-semibold">
                  <span className="break-words">{standing.user.username}</span>
                  {me ? <span className="font-normal text-[var(--text-muted)]"> (you)</span> : null}
                  {eliminated.has(standing.user._id) ? (
                    <span className="badge badge-danger ml-2">Eliminated</span>
                  ) : null}
                </th>
                <td className="px-2 py-2 text-right tabular-nums whitespace-nowrap">
                  <span aria-hidden="true">
                    {standing.betsWon} / {standing.betsPlaced}
                  </span>
                  <span className="sr-only">
                    {counted(standing.betsWon, 'win')} of {counted(standing.betsPlaced, 'bet')}
                  </span>
                </td>
                <td className="px-2 py-2 text-right font-bold tabular-nums">{standing.chips}</td>
                {showPrizes ? <td className="px-2 py-2 text-right tabular-nums">{standing.share}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
