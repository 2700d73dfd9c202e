import { BET_REJECTION_MESSAGES, type BetRejectionCode, type GameSettings } from '@kickchips/core';

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

/**
 * The hint under Confirm Bet: the sentence the server answers when it refuses the same bet, from
 * core's one map of rejection sentences.
 */
export function betProblemText(code: BetProblemCode, limits: Limits): string {
  if (code === 'bet/below_min') return BET_REJECTION_MESSAGES[code](limits);
  if (code === 'bet/above_max') return BET_REJECTION_MESSAGES[code](limits);
  return BET_REJECTION_MESSAGES[code]();
}
