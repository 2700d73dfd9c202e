import type { LobbyOdd } from '@kickchips/core';
import { QueryProblem } from '../../../components/ui/query-problem/query-problem';
import { useEventStatistics } from '../../betting';
import { roundEventCounts } from './round-event-counts';
import { TRANSITION_POLL_MS } from './transition-poll';

type CompletedRoundEventsProps = { matchId: string; odds: readonly LobbyOdd[]; roundNumber: number };

/** The events counted in the round that just ended, by event type. */
export function CompletedRoundEvents({ matchId, odds, roundNumber }: CompletedRoundEventsProps) {
  const statistics = useEventStatistics(matchId, { intervalMs: TRANSITION_POLL_MS });
  const counts = statistics.data ? roundEventCounts(statistics.data.statistics, odds, roundNumber) : [];
  return (
    <section aria-labelledby="transition-events-title" className="panel flex flex-col gap-2">
      <h3 id="transition-events-title" className="text-lg">
        Events counted
      </h3>
      {!statistics.data ? (
        <QueryProblem
          loadingLabel="Loading the events of the round"
          failure={statistics.isError ? `Failed to load the events: ${statistics.error.message}` : null}
          onRetry={() => void statistics.refetch()}
        />
      ) : counts.length === 0 ? (
        <p className="text-sm text-[var(--text-muted)]">No events in this round.</p>
      ) : (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          {counts.map(({ eventType, count }) => (
            <div key={eventType} className="contents">
              <dt className={count === 0 ? 'text-[var(--text-muted)]' : 'font-semibold'}>{eventType}</dt>
              <dd className="text-right font-bold tabular-nums">{count}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
