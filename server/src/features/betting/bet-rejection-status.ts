import type { BetRejection, BetRejectionCode } from '@kickchips/core';
import { HttpError } from '../../http/http-error';

/** The one place core's bet rejection codes become HTTP statuses: a repeat is a conflict, the rest bad input. */
const STATUS: Record<BetRejectionCode, 400 | 409> = {
  'bet/spectator': 400,
  'bet/eliminated': 400,
  'bet/no_odds_selected': 400,
  'bet/odd_not_in_match': 400,
  'bet/not_integer': 400,
  'bet/below_min': 400,
  'bet/above_max': 400,
  'bet/insufficient_chips': 400,
  'bet/no_next_round': 400,
  'bet/not_next_round': 400,
  'bet/window_closed': 400,
  'bet/already_placed': 409,
  'bet/card_disabled': 400,
  'bet/card_not_owned': 400,
  'bet/card_used': 400,
  'bet/card_cooldown': 400,
  'bet/card_stake_short': 400,
  'bet/line_not_offered': 400,
  'bet/price_changed': 409,
};

/** The refusal as an HTTP error; `detail` carries what the client acts on (the new price of a moved line). */
export function betRejectionError(rejection: BetRejection, detail?: Record<string, unknown>): HttpError {
  return new HttpError(STATUS[rejection.code], rejection.message, rejection.code, detail);
}
