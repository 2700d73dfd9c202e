import type { ChipHistoryPlayer } from '@kickchips/core';
import type { ChipChartRow } from './chip-chart-data';

type ChipHistoryTableProps = { players: readonly ChipHistoryPlayer[]; rows: readonly ChipChartRow[] };

/** The chart's numbers as a table, one row per player, behind a disclosure so that it stays out of the way. */
export function ChipHistoryTable({ players, rows }: ChipHistoryTableProps) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold">Show the chips as a table</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full border-collapse text-right tabular-nums">
          <caption className="sr-only">Chips of each player at the start and after each round</caption>
          <thead>
            <tr className="border-b border-[var(--border)]">
              <th scope="col" className="px-2 py-1 text-left">
                Player
              </th>
              {rows.map((row) => (
                <th key={row.label} scope="col" className="px-2 py-1 whitespace-nowrap">
                  {row.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {players.map((player) => (
              <tr key={player.user._id} className="border-b border-[var(--border)] last:border-0">
                <th scope="row" className="px-2 py-1 text-left font-semibold">
                  {player.user.username}
                </th>
                {rows.map((row) => (
                  <td key={row.label} className="px-2 py-1">
                    {row.chips[player.user._id]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
