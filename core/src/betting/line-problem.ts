import { type BetRejection, betRejection } from './bet-rejection';

/** A line as a bet meets it: its price now, and whether the round offers it. */
export type LineOnOffer = { odds: number; offered: boolean };

/**
 * Whether a bet may take this line at this moment (game-rules 20): the round must offer it, and
 * when the player's slip said which price it showed, that must still be the price. A bet keeps the
 * price it was placed at; a price that moved meanwhile is refused with the new one, so the player
 * confirms again knowing it.
 */
export function lineProblem(line: LineOnOffer, shownPrice: number | undefined): BetRejection | null {
  if (!line.offered) return betRejection('bet/line_not_offered');
  if (shownPrice !== undefined && shownPrice !== line.odds)
    return betRejection('bet/price_changed', { odds: line.odds });
  return null;
}
