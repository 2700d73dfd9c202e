import type { MatchState } from '../timing/match-state';
import { type RoundClockStatus, roundClockStatus } from '../timing/round-clock-status';
import type { RoundSpan } from '../timing/round-spans';

const notStarted = (status: RoundClockStatus | undefined) => status === 'waiting' || status === 'break';

/**
 * Index in `spans` of the round bets go on (game-rules 3): while round k is active, round k+1
 * (across the half boundary too); otherwise the first round that has not started. -1 when there is
 * none, as during the last round.
 */
export function nextBettableIndex(spans: readonly RoundSpan[], match: MatchState, now: number): number {
  const statuses = spans.map((span) => roundClockStatus(span, match, now));
  const active = statuses.indexOf('active');
  if (active >= 0) return notStarted(statuses[active + 1]) ? active + 1 : -1;
  return statuses.findIndex(notStarted);
}
