import {
  type EventStatisticsOutput,
  eventTypePlural,
  type LobbyOdd,
  type MatchTeams,
  teamNameOf,
} from '@kickchips/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeftRight } from 'lucide-react';
import { useRef } from 'react';
import { QueryProblem } from '../../../components/ui/query-problem/query-problem';
import { cn } from '../../../lib/cn';
import { useOverflowsX } from '../../../lib/use-overflows-x';
import { statisticsTable } from '../statistics-table';

/** A column that stays in view while the round columns scroll under it. */
const pinned = 'sticky z-[1] bg-[var(--surface-raised)]';

type StatisticsTabProps = {
  query: UseQueryResult<EventStatisticsOutput>;
  categories: readonly string[];
  knownRoundNumbers: readonly number[];
  /** The round in play, marked in the table. */
  currentRound: number | null;
  /** The lines offered: a category with lines on a team shows each team's counts under it. */
  odds: readonly Pick<LobbyOdd, 'eventType' | 'team'>[];
  teams: MatchTeams;
};

/**
 * Event counts per category and round (spec 2): at least 5 round columns, the current one marked, a
 * Total; under a category with lines on a team, each team's counts ("Corners by Harbour City").
 * On a narrow screen the rounds scroll between the Event and Total columns, which stay put.
 */
export function StatisticsTab({
  query,
  categories,
  knownRoundNumbers,
  currentRound,
  odds,
  teams,
}: StatisticsTabProps) {
  if (!query.data) {
    return (
      <QueryProblem
        loadingLabel="Loading statistics"
        failure={query.isError ? 'Failed to load the statistics.' : null}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const table = statisticsTable(query.data, categories, knownRoundNumbers, odds);
  if (table.rows.length === 0) {
    return <p className="text-sm text-[var(--text-muted)]">No events to count yet.</p>;
  }
  return <StatisticsTable {...table} currentRound={currentRound} teams={teams} />;
}

/**
 * The table, in a box that scrolls sideways when it is too wide. Then a hint says so (issue 29 item
 * 7: on a phone rounds 6 to 10 were out of sight with nothing telling they were there) and the box
 * takes the focus, so that the arrow keys scroll it too.
 */
function StatisticsTable({
  rounds,
  rows,
  currentRound,
  teams,
}: ReturnType<typeof statisticsTable> & {
  currentRound: number | null;
  teams: MatchTeams;
}) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsX(box, rounds.length);
  const current = (round: number) => round === currentRound;
  return (
    <div className="flex flex-col gap-1">
      {scrolls ? (
        <p className="flex items-center gap-1 text-xs text-[var(--text-muted)]" data-testid="statistics-hint">
          <ArrowLeftRight aria-hidden="true" className="h-3.5 w-3.5" />
          Swipe the rounds sideways to see all {rounds.length}
        </p>
      ) : null}
      <div
        ref={box}
        className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-[var(--ring)]"
        {...(scrolls
          ? { tabIndex: 0, role: 'region', 'aria-label': 'Event counts, scrolling sideways' }
          : {})}
      >
        <table className="w-full border-collapse text-sm tabular-nums">
          <caption className="sr-only">Event counts per round</caption>
          <thead>
            <tr className="border-b border-[var(--border)] text-[var(--text-muted)]">
              <th scope="col" className={cn('px-2 py-2 text-left font-semibold', pinned, 'left-0')}>
                Event
              </th>
              {rounds.map((round) => (
                <th
                  key={round}
                  scope="col"
                  data-current={current(round) || undefined}
                  className={cn(
                    'px-2 py-2 text-center font-semibold',
                    current(round) && 'rounded-t-lg bg-[var(--color-chip-500)] text-[var(--accent-contrast)]',
                  )}
                >
                  <span aria-hidden="true">R{round}</span>
                  <span className="sr-only">
                    Round {round}
                    {current(round) ? ', current round' : ''}
                  </span>
                  {current(round) ? (
                    <span aria-hidden="true" className="block text-[0.625rem] font-bold tracking-widest">
                      NOW
                    </span>
                  ) : null}
                </th>
              ))}
              <th scope="col" className={cn('px-2 py-2 text-center font-semibold', pinned, 'right-0')}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={`${row.eventType}:${row.team ?? ''}`}
                className={cn(
                  'border-b border-[var(--border)] last:border-0',
                  row.team && 'text-xs text-[var(--text-muted)]',
                )}
              >
                <th
                  scope="row"
                  className={cn(
                    'px-2 text-left',
                    row.team ? 'max-w-32 py-1 pl-4 font-normal' : 'whitespace-nowrap py-2 font-semibold',
                    pinned,
                    'left-0',
                  )}
                >
                  {row.team ? (
                    <>
                      <span className="sr-only">{eventTypePlural(row.eventType)} by</span>{' '}
                      {teamNameOf(row.team, teams)}
                    </>
                  ) : (
                    row.eventType
                  )}
                </th>
                {row.counts.map((count, index) => (
                  <td
                    key={rounds[index]}
                    className={cn(
                      'px-2 text-center',
                      row.team ? 'py-1' : 'py-2',
                      current(rounds[index]!) && 'bg-[var(--color-chip-500)]/20 font-bold',
                      count === 0 && !current(rounds[index]!) && 'text-[var(--text-muted)]',
                    )}
                  >
                    {count}
                  </td>
                ))}
                <td
                  className={cn('px-2 text-center font-bold', row.team ? 'py-1' : 'py-2', pinned, 'right-0')}
                >
                  {row.total}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
