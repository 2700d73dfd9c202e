import { betTypeSchema } from '../admin/odds-schemas';
import type { Bet } from '../betting/bet-schemas';
import { type BetDisplayStatus, betDisplayStatus } from '../settlement/bet-display-status';
import { type LiveStatistics, liveLineCount } from '../settlement/live-line-count';
import type { MatchState } from '../timing/match-state';
import { type RoundClockStatus, roundClockStatus } from '../timing/round-clock-status';
import { roundSpans } from '../timing/round-spans';

/** A bet card's status: the five of spec 4, and REFUNDED for a bet whose round was voided. */
export type BetCardStatus = BetDisplayStatus | 'REFUNDED';

type CardBet = Pick<Bet, 'odds' | 'matchRound' | 'isWon' | 'status'>;

/** Where a round the screen no longer lists (a finished one) stands, by the status the bet carries. */
const STORED_ROUND_CLOCK: Record<string, RoundClockStatus> = {
  active: 'active',
  finished: 'ended',
  void: 'ended',
};

/**
 * What a My Bet card shows (spec 4 "Bet display status"), live: a settled bet shows its result;
 * otherwise the round's place on the clock and the count of the bet's line in that round so far
 * (liveLineCount: a team line counts only that team's events) decide UPCOMING, ACTIVE or WINNING.
 */
export function betCardStatus(
  bet: CardBet,
  match: MatchState,
  now: number,
  statistics: LiveStatistics | undefined,
  roundDuration?: number,
): BetCardStatus {
  if (bet.status === 'void') return 'REFUNDED';
  const span = roundSpans(match, roundDuration).find((s) => s.round.id === bet.matchRound._id);
  const clock = span
    ? roundClockStatus(span, match, now)
    : (STORED_ROUND_CLOCK[bet.matchRound.status] ?? 'break');
  const betType = betTypeSchema.safeParse(bet.odds.betType);
  const count = liveLineCount(statistics, bet.odds, bet.matchRound.roundNumber);
  const isWon = bet.isWon ?? null;
  // an unknown bet type cannot be judged live: it never reads WINNING
  if (!betType.success) return betDisplayStatus({ betType: 'over', threshold: Infinity, isWon }, clock, 0);
  return betDisplayStatus({ betType: betType.data, threshold: bet.odds.threshold, isWon }, clock, count);
}
