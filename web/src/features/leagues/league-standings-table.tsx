import { type LeagueStanding, signedChips } from '@kickchips/core';

/** The league table: rank, player, played, wins, points, chips won and form (last five, oldest first). */
export function LeagueStandingsTable({
  standings,
  userId,
}: {
  standings: LeagueStanding[];
  userId: string | undefined;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">League table</caption>
        <thead>
          <tr className="border-b border-[var(--border)]">
            <th scope="col" className="py-2 pr-2">
              #
            </th>
            <th scope="col" className="py-2 pr-2">
              Player
            </th>
            <th scope="col" className="py-2 pr-2 text-right" title="Played">
              <abbr title="Played">P</abbr>
            </th>
            <th scope="col" className="py-2 pr-2 text-right" title="Wins">
              <abbr title="Wins">W</abbr>
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Pts
            </th>
            <th scope="col" className="hidden py-2 pr-2 text-right sm:table-cell">
              Chips won
            </th>
            <th scope="col" className="hidden py-2 md:table-cell">
              Form
            </th>
          </tr>
        </thead>
        <tbody>
          {standings.map((row) => (
            <tr
              key={row.user._id}
              className={
                row.user._id === userId
                  ? 'border-b border-[var(--border)] bg-[var(--surface-sunken)] font-semibold'
                  : 'border-b border-[var(--border)]'
              }
            >
              <td className="py-2 pr-2">{row.rank}</td>
              <td className="max-w-[10rem] truncate py-2 pr-2">
                {row.user._id === userId ? `${row.user.name} (you)` : row.user.name}
              </td>
              <td className="py-2 pr-2 text-right">{row.played}</td>
              <td className="py-2 pr-2 text-right">{row.wins}</td>
              <td className="py-2 pr-2 text-right font-bold">{row.points}</td>
              <td className="hidden py-2 pr-2 text-right sm:table-cell">{signedChips(row.chipsWon)}</td>
              <td className="hidden py-2 md:table-cell">
                {row.form.length === 0 ? (
                  '–'
                ) : (
                  <>
                    <span aria-hidden="true">{row.form.join(' ')}</span>
                    <span className="sr-only">Last finishes: {row.form.join(', ')}</span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
