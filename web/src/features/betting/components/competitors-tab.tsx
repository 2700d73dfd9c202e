import { type Bet, type LobbyMember, lineSubject, type MatchTeams } from '@kickchips/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { QueryProblem } from '../../../components/ui/query-problem/query-problem';
import { useCompetitorBets } from '../api/use-competitor-bets';

type CompetitorsTabProps = {
  lobbyId: string;
  userId: string;
  /** The other players of the lobby. */
  players: readonly LobbyMember[];
  /** The latest round that has started (below 1 while none has); null: the latest with bets. */
  latestRound: number | null;
  teams: MatchTeams;
};

/** What a bet was: 'Over 1.5 Goal, 10 chips at x2.2', 'Over 0.5 Goals by Harbour City, …'. */
function describeBet(bet: Bet, teams: MatchTeams): string {
  const side = bet.odds.betType === 'over' ? 'Over' : 'Under';
  return `${side} ${bet.odds.threshold} ${lineSubject(bet.odds, teams)}, ${bet.stake} chips at x${bet.odds.odds}`;
}

/** PREVIOUS ROUND BETS (spec 2): each other player's bet on a round that has started, round by round. */
export function CompetitorsTab({
  lobbyId,
  userId,
  players,
  latestRound: latest,
  teams,
}: CompetitorsTabProps) {
  const query = useCompetitorBets(lobbyId, userId);
  const [chosen, setChosen] = useState<number | null>(null);
  if (!query.data) {
    return (
      <QueryProblem
        loadingLabel="Loading other players' bets"
        failure={query.isError ? "Failed to load other players' bets." : null}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const latestRound = latest ?? Math.max(0, ...query.data.map((bet) => bet.matchRound.roundNumber));
  if (latestRound < 1) {
    return (
      <p className="text-sm text-[var(--text-muted)]">
        No round has started yet. Other players' bets show here once it does.
      </p>
    );
  }
  const round = Math.min(chosen ?? latestRound, latestRound);
  const bets = query.data.filter((bet) => bet.matchRound.roundNumber === round);
  const names = new Map(players.map((member) => [member.user._id, member.user.username]));
  for (const bet of bets) names.set(bet.user._id, bet.user.username);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-xl">PREVIOUS ROUND BETS</h3>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className="btn-ghost btn-icon"
            aria-label="Earlier round"
            disabled={round <= 1}
            onClick={() => setChosen(round - 1)}
          >
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </button>
          <span className="min-w-16 text-center text-sm font-semibold">Round {round}</span>
          <button
            type="button"
            className="btn-ghost btn-icon"
            aria-label="Later round"
            disabled={round >= latestRound}
            onClick={() => setChosen(round + 1 >= latestRound ? null : round + 1)}
          >
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      </div>
      {names.size === 0 ? (
        <p className="text-sm text-[var(--text-muted)]">No other players in this lobby.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-[var(--border)]">
          {[...names].map(([userId, username]) => {
            const bet = bets.find((candidate) => candidate.user._id === userId);
            return (
              <li key={userId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
                <span className="font-semibold">{username}</span>
                <span className={bet ? 'text-sm' : 'text-sm text-[var(--text-muted)]'}>
                  {bet ? describeBet(bet, teams) : 'No bet'}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
