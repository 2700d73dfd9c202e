import type { MatchTeams } from '@kickchips/core';
import { QueryProblem } from '../../../components/ui/query-problem/query-problem';
import { cn } from '../../../lib/cn';
import { useOwnBets } from '../../betting';
import { BetPick } from '../my-bets/bet-pick';
import { type BetOutcome, betOutcome } from './bet-outcome';
import { TRANSITION_POLL_MS } from './transition-poll';

const BADGES: Record<BetOutcome['label'], string> = {
  WON: 'bg-[var(--success)] text-white',
  LOST: 'badge-danger',
  REFUNDED: 'badge-outline',
  SETTLING: 'badge-outline',
};

/** My bet on the round that just ended and its outcome, or that I placed none. */
export function MyRoundBet({
  lobbyId,
  roundId,
  teams,
}: {
  lobbyId: string;
  roundId: string;
  teams: MatchTeams;
}) {
  const bets = useOwnBets(lobbyId, { intervalMs: TRANSITION_POLL_MS });
  const bet = bets.data?.bets.find((b) => b.matchRound._id === roundId);
  const outcome = bet ? betOutcome(bet) : null;
  return (
    <section aria-labelledby="transition-bet-title" className="panel flex flex-col gap-2">
      <h3 id="transition-bet-title" className="text-lg">
        Your bet
      </h3>
      {!bets.data ? (
        <QueryProblem
          loadingLabel="Loading your bet"
          failure={bets.isError ? `Failed to load your bet: ${bets.error.message}` : null}
          onRetry={() => void bets.refetch()}
        />
      ) : !bet || !outcome ? (
        <p className="text-sm text-[var(--text-muted)]">You placed no bet on this round.</p>
      ) : (
        <div className="flex flex-col gap-1">
          <p className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">
              <BetPick odds={bet.odds} teams={teams} />
            </span>
            <span className={cn('badge', BADGES[outcome.label])}>{outcome.label}</span>
          </p>
          <p role="status" className="text-sm">
            {outcome.text}
          </p>
        </div>
      )}
    </section>
  );
}
