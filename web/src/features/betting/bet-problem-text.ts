import type { BetRejectionCode, GameSettings } from '@kickchips/core';

/** The refusals the panel can foresee from the server's betting block and the slip. */
export type BetProblemCode = Extract<
  BetRejectionCode,
  | 'bet/spectator'
  | 'bet/eliminated'
  | 'bet/no_odds_selected'
  | 'bet/odd_not_in_match'
  | 'bet/below_min'
  | 'bet/above_max'
  | 'bet/insufficient_chips'
  | 'bet/no_next_round'
  | 'bet/window_closed'
  | 'bet/already_placed'
>;

type Limits = Pick<GameSettings, 'minBetAmount' | 'maxBetAmount'>;

const chips = (count: number) => `${count} ${count === 1 ? 'chip' : 'chips'}`;

const TEXTS: Record<BetProblemCode, (limits: Limits) => string> = {
  'bet/spectator': () => 'Spectators cannot place bets',
  'bet/eliminated': () => 'Eliminated players cannot place bets',
  'bet/no_odds_selected': () => 'Select an over or under option first',
  'bet/odd_not_in_match': () => 'That option is not part of this match',
  'bet/below_min': ({ minBetAmount }) => `Minimum bet is ${chips(minBetAmount)}`,
  'bet/above_max': ({ maxBetAmount }) => `Maximum bet is ${chips(maxBetAmount)}`,
  'bet/insufficient_chips': () => 'Not enough chips for this bet',
  'bet/no_next_round': () => 'There is no round left to bet on',
  'bet/window_closed': () => 'Betting on this round has closed',
  'bet/already_placed': () => 'You have already placed a bet on this round',
};

/**
 * The hint under Confirm Bet, in the words the server uses when it refuses the same bet. Core has
 * no message map to read them from yet (the rejections carry their sentences inline), so they sit
 * here, keyed by core's rejection code; a refused bet shows the server's own message.
 */
export function betProblemText(code: BetProblemCode, limits: Limits): string {
  return TEXTS[code](limits);
}
