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
  | 'bet/card_cooldown';

export interface BetRejection {
  code: BetRejectionCode;
  message: string;
}
