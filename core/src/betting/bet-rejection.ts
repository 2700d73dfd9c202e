/** Why a bet is refused. The HTTP edge maps each code to a status; the message is for people. */
export type BetRejectionCode =
  /** The user watches the lobby as a spectator. */
  | 'bet/spectator'
  /** The player was eliminated from the tournament. */
  | 'bet/eliminated'
  /** No over or under option was chosen. */
  | 'bet/no_odds_selected'
  /** The odd belongs to another match (or no longer exists). */
  | 'bet/odd_not_in_match'
  /** The stake is not a whole number of chips. */
  | 'bet/not_integer'
  /** The stake is under the lobby's minBetAmount (0 and negatives included). */
  | 'bet/below_min'
  /** The stake is over the lobby's maxBetAmount. */
  | 'bet/above_max'
  /** The stake is more than the player's chips. */
  | 'bet/insufficient_chips'
  /** No round is left to bet on: the last round is running or the match is over. */
  | 'bet/no_next_round'
  /** The bet names a round other than the next one (a started round or one further ahead). */
  | 'bet/not_next_round'
  /** Betting on the next round has closed (80 % or bettingTimeLimit of the round before). */
  | 'bet/window_closed'
  /** The player already has a bet on that round. */
  | 'bet/already_placed'
  /** The lobby plays without bet chip cards. */
  | 'bet/card_disabled'
  /** The card is not one of the player's. */
  | 'bet/card_not_owned'
  /** The card was used before; each card works once per match. */
  | 'bet/card_used'
  /** The player used a card less than cardCooldownTime rounds ago. */
  | 'bet/card_cooldown'
  /** The card holds a second stake (double-or-nothing) and the player's chips do not cover both. */
  | 'bet/card_stake_short'
  /** The line is not offered for the round: its chance is too near 0 or 1 to price (game-rules 20). */
  | 'bet/line_not_offered'
  /** The price the player saw is not the line's price any more: it was worked out again meanwhile. */
  | 'bet/price_changed';

export interface BetRejection {
  code: BetRejectionCode;
  message: string;
}

/** What the sentences of the rejections that name a number need. */
type RejectionParams = {
  'bet/below_min': { minBetAmount: number };
  'bet/above_max': { maxBetAmount: number };
  'bet/not_next_round': { roundNumber: number };
  'bet/card_cooldown': { waitRounds: number };
  'bet/price_changed': { odds: number };
};

/** The parameters of one rejection's sentence: none for most, a number for a few. */
export type BetRejectionParams<C extends BetRejectionCode> = C extends keyof RejectionParams
  ? [params: RejectionParams[C]]
  : [];

const chipCount = (count: number) => `${count} ${count === 1 ? 'chip' : 'chips'}`;

/**
 * The one sentence each bet rejection shows, by code: the server answers with it and the web shows
 * it (E2E tests find the texts, so they are the spec's words).
 */
export const BET_REJECTION_MESSAGES: {
  readonly [C in BetRejectionCode]: (...params: BetRejectionParams<C>) => string;
} = {
  'bet/spectator': () => 'Spectators cannot place bets',
  'bet/eliminated': () => 'Eliminated players cannot place bets',
  'bet/no_odds_selected': () => 'Select an over or under option first',
  'bet/odd_not_in_match': () => 'That option is not part of this match',
  'bet/not_integer': () => 'Stake must be a whole number of chips',
  'bet/below_min': ({ minBetAmount }) => `Minimum bet is ${chipCount(minBetAmount)}`,
  'bet/above_max': ({ maxBetAmount }) => `Maximum bet is ${chipCount(maxBetAmount)}`,
  'bet/insufficient_chips': () => 'Not enough chips for this bet',
  'bet/no_next_round': () => 'There is no round left to bet on',
  'bet/not_next_round': ({ roundNumber }) =>
    `Bets can only be placed on the next round (Round ${roundNumber})`,
  'bet/window_closed': () => 'Betting on this round has closed',
  'bet/already_placed': () => 'You have already placed a bet on this round',
  'bet/card_disabled': () => 'Cards are off in this lobby',
  'bet/card_not_owned': () => 'That card is not yours',
  'bet/card_used': () => 'That card has already been used',
  'bet/card_cooldown': ({ waitRounds }) =>
    `You can use another card in ${waitRounds} ${waitRounds === 1 ? 'round' : 'rounds'}`,
  'bet/card_stake_short': () => 'Not enough chips for the second stake of Double or Nothing',
  'bet/line_not_offered': () => 'That line is not offered for this round',
  'bet/price_changed': ({ odds }) => `The price changed to x${odds}. Confirm to bet at the new price.`,
};

/** A rejection with its sentence from BET_REJECTION_MESSAGES. */
export function betRejection<C extends BetRejectionCode>(
  code: C,
  ...params: BetRejectionParams<C>
): BetRejection {
  const message = (BET_REJECTION_MESSAGES[code] as (...args: BetRejectionParams<C>) => string)(...params);
  return { code, message };
}
