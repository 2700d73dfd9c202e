import type { BettingSettings } from '../betting/betting-close';
import { bettingCloseTime } from '../betting/betting-window';
import type { MatchState } from '../timing/match-state';

/** Chips a player without a bet loses for a round (game-rules 6): never more than they have. */
export function inactivityPenaltyAmount(inactivityPenalty: number, chips: number): number {
  return Math.max(0, Math.min(inactivityPenalty, chips));
}

/** A round's penalty falls due when betting on it closes, by the server's clock. */
export function isInactivityPenaltyDue(
  match: MatchState,
  roundId: string,
  settings: BettingSettings,
  now: number,
): boolean {
  const closesAt = bettingCloseTime(match, roundId, settings);
  return closesAt !== null && now >= closesAt;
}
