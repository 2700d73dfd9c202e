import type { Bet } from './bet-schemas';

/**
 * A bet list with a bet just placed in it, in the order the server lists bets (by round, then as
 * placed); a bet already listed is replaced, not repeated.
 */
export function betsWithPlaced(bets: readonly Bet[], placed: Bet): Bet[] {
  const others = bets.filter((bet) => bet._id !== placed._id);
  const at = others.findIndex((bet) => bet.matchRound.roundNumber > placed.matchRound.roundNumber);
  return at < 0 ? [...others, placed] : [...others.slice(0, at), placed, ...others.slice(at)];
}
