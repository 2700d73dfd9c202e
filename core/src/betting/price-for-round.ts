/** A line as far as whose price it carries goes. */
export type PricedLineState = {
  /** An admin's price, the same for every round. */
  pinned: boolean;
  /** The round its current price was made for; null before it was priced. */
  pricedRoundId: string | null;
};

/**
 * Whether a bet on `roundId` may take this line's current price (game-rules 20): on a match the game
 * prices itself, an automatic line's price counts only for the round it was made for; a pinned line
 * carries the admin's price into every round, and a match priced by its admins has no other price.
 */
export function priceIsForRound(line: PricedLineState, roundId: string, autoPricing: boolean): boolean {
  return !autoPricing || line.pinned || line.pricedRoundId === roundId;
}

/**
 * The same rule as a screen reads it: a line whose price was made for another round (`lineRoundId`,
 * null for a price that holds in every round) is not shown for the round bets go on (`roundId`, null
 * when none is left) until its new price arrives, so nobody sees the round before's price on it.
 */
export function priceShownFor(lineRoundId: string | null, roundId: string | null): boolean {
  return lineRoundId === null || roundId === null || lineRoundId === roundId;
}
