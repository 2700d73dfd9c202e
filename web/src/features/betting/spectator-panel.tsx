import type { GameScreenState, LobbyDetails } from '@kickchips/core';
import { formatClock } from '@kickchips/core';
import type { ReactNode } from 'react';
import { useEventStatistics } from './api/use-event-statistics';
import { useEventTypeOrder, useMatchOdds } from './api/use-match-odds';
import { StatisticsTab } from './components/statistics-tab';
import { eventCategoriesOf } from './event-categories-of';

type SpectatorPanelProps = { details: LobbyDetails; state: GameScreenState; now: number; chat?: ReactNode };

/**
 * What a spectator sees in place of the quick-bet panel (issue 19, item 10): the round in play and
 * the match's statistics, with no betting prompt, chip balance or bet control, since they cannot bet.
 */
export function SpectatorPanel({ details, state, now, chat }: SpectatorPanelProps) {
  const matchId = details.match._id;
  const odds = useMatchOdds(matchId, state.screen === 'PRE_MATCH_BETTING');
  const eventTypeOrder = useEventTypeOrder(matchId, state.screen === 'PRE_MATCH_BETTING');
  const statistics = useEventStatistics(matchId);
  const round = state.currentRound?.round.roundNumber ?? null;
  const endsAt = details.activeRounds[0]?.endsAt;
  const categories = eventCategoriesOf(
    [...(odds.data ?? []).map((odd) => odd.eventType), ...Object.keys(statistics.data?.statistics ?? {})],
    eventTypeOrder,
  );
  return (
    <section
      aria-labelledby="spectator-match"
      className="card flex min-w-0 flex-col gap-4"
      data-slot="spectator"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="spectator-match" className="text-display-sm">
          {round === null ? 'Match statistics' : `Round ${round} in play`}
        </h2>
        {round !== null && endsAt ? (
          <span className="text-sm font-semibold tabular-nums">
            Ends in {formatClock(Math.max(0, Date.parse(endsAt) - now))}
          </span>
        ) : null}
      </div>
      {chat}
      <StatisticsTab
        query={statistics}
        categories={categories}
        knownRoundNumbers={[...details.activeRounds, ...details.upcomingRounds].map((r) => r.roundNumber)}
        currentRound={round}
        odds={odds.data ?? []}
        teams={details.match}
      />
    </section>
  );
}
