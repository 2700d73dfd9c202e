/** A player who joined less than this real time before betting on a round closed owes no penalty for it. */
export const LATE_JOIN_GRACE_MS = 60_000;

/** Whether a player owes the inactivity penalty of a round (game-rules 12 "No penalty for arriving late"). */
export function owesInactivityPenalty(joinedAt: number, bettingClosedAt: number): boolean {
  return bettingClosedAt - joinedAt >= LATE_JOIN_GRACE_MS;
}

/** Chips a player without a bet loses for a round (game-rules 6): never more than they have. */
export function inactivityPenaltyAmount(inactivityPenalty: number, chips: number): number {
  return Math.max(0, Math.min(inactivityPenalty, chips));
}
