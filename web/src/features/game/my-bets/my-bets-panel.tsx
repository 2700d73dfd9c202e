import { type Bet, betCardStatus, type LobbyDetails, type MatchState } from '@kickchips/core';
import { useState } from 'react';
import { QueryProblem } from '../../../components/ui/query-problem/query-problem';
import { useEventStatistics, useOwnBets } from '../../betting';
import { Pager } from '../pager';
import { BetCard } from './bet-card';
import { myBetsItems } from './my-bets-items';
import { PenaltyLine } from './penalty-line';
import { type BetCardView, useBetStatusChanges } from './use-bet-status-changes';
import { usePenaltyToasts } from './use-penalty-toasts';

/** Spec 9: My Bet page size. */
export const MY_BETS_PAGE_SIZE = 4;

type MyBetsPanelProps = { details: LobbyDetails; match: MatchState; now: number; intervalMs: number };

/**
 * My Bet cards (spec 2 lower panel) and the penalties for rounds without a bet, newest round
 * first, 4 per page. A bet whose round runs is judged live against the event counts of that round
 * (a team line against its team's), which are only fetched while one does.
 */
export function MyBetsPanel({ details, match, now, intervalMs }: MyBetsPanelProps) {
  const { roundDuration, cardEffectStrength } = details.lobby.gameSettings;
  const bets = useOwnBets(details.lobby._id, { intervalMs });
  const list = bets.data?.bets ?? [];
  const runs = (bet: Bet) => {
    const status = betCardStatus(bet, match, now, undefined, roundDuration);
    return status === 'ACTIVE' || status === 'WINNING';
  };
  const needsCounts = list.some(runs);
  const counts = useEventStatistics(details.match._id, { enabled: needsCounts, intervalMs });
  const cards: BetCardView[] = list.map((bet) => ({
    bet,
    status: betCardStatus(bet, match, now, counts.data, roundDuration),
  }));
  // a failed count is only logged (spec 8): the cards then show ACTIVE rather than wait for it
  const ready = bets.isSuccess && (!needsCounts || counts.isSuccess || counts.isError);
  const announcement = useBetStatusChanges(cards, ready, details.match);
  usePenaltyToasts(bets.data?.penalties);
  const items = myBetsItems(cards, bets.data?.penalties ?? []);

  const [page, setPage] = useState(0);
  // a new bet goes first, so the page that shows it is the first (issue 19, item 16)
  const newestId = items[0]?.key ?? null;
  const [shownNewest, setShownNewest] = useState(newestId);
  if (newestId !== shownNewest) {
    setShownNewest(newestId);
    setPage(0);
  }
  const pageCount = Math.max(1, Math.ceil(items.length / MY_BETS_PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const shown = items.slice(current * MY_BETS_PAGE_SIZE, (current + 1) * MY_BETS_PAGE_SIZE);

  return (
    <section aria-labelledby="my-bets-title" className="card flex flex-col gap-3" data-slot="my-bets">
      <div className="flex items-center justify-between gap-2">
        <h2 id="my-bets-title" className="display text-display-sm">
          MY BETS
        </h2>
        {pageCount > 1 ? <Pager page={current} pageCount={pageCount} onPage={setPage} what="bets" /> : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {!bets.data ? (
        <QueryProblem
          loadingLabel="Loading your bets"
          failure={bets.isError ? `Failed to load your bets: ${bets.error.message}` : null}
          onRetry={() => void bets.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="text-[var(--text-muted)]">
          {details.currentUser.role === 'spectator'
            ? 'Spectators cannot place bets'
            : 'No bets yet. Your bets show here, round by round.'}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {shown.map((item) =>
            item.card ? (
              <li key={item.key}>
                <BetCard {...item.card} cardEffectStrength={cardEffectStrength} teams={details.match} />
              </li>
            ) : (
              <li key={item.key} className="sm:col-span-2">
                <PenaltyLine penalty={item.penalty} />
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}
