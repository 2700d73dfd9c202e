/** Chips a player without a bet loses for a round (game-rules 6): never more than they have. */
export function inactivityPenaltyAmount(inactivityPenalty: number, chips: number): number {
  return Math.max(0, Math.min(inactivityPenalty, chips));
}
