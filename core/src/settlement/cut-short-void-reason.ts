import { matchMinuteLabel } from '../timing/match-minute-label';

/**
 * The minute a half ended as football writes it: the minute in which the whistle went, so a half
 * ended 47 minutes after its kick-off reads "45+2'" in the first half and "90+2'" in the second.
 */
function halfEndLabel(halfNumber: number, halfEndMinute: number): string {
  // a minute worked out from times may be a hair over a whole one (47.0000000001 is still 47)
  return matchMinuteLabel(halfNumber, Math.max(0, Math.ceil(halfEndMinute - 1e-6) - 1));
}

/** The reason a bet carries when its round was cut short by the end of its half. */
export function halfEndedVoidReason(halfNumber: number, halfEndMinute: number): string {
  return `Void: the half ended at ${halfEndLabel(halfNumber, halfEndMinute)}, before this round's end`;
}

/**
 * Why a line's bets on a played round are void, or null (game-rules 16): the half ended before the
 * round end the line's price assumed, so the price was made for more minutes than the round lasted.
 * `pricedEndMinute` is the round end the game's price for the round assumed (round_prices), null
 * for the open-ended last round of a half (priced to the half's expected end, so it settles as
 * usual), and undefined when the game made no price for the round (an admin's price): the admin
 * priced the round as planned, so its own end minute counts.
 */
export function cutShortVoidReason(
  round: { halfNumber: number; endMinute: number | null },
  halfEndMinute: number | null,
  pricedEndMinute: number | null | undefined,
): string | null {
  const assumed = pricedEndMinute === undefined ? round.endMinute : pricedEndMinute;
  if (assumed === null || halfEndMinute === null || halfEndMinute >= assumed) return null;
  return halfEndedVoidReason(round.halfNumber, halfEndMinute);
}
