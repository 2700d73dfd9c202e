import type { GameSettings } from '../settings/game-settings-schema';
import type { RoundSpan } from '../timing/round-spans';

export type BettingSettings = Pick<GameSettings, 'bettingTimeLimit' | 'roundDuration' | 'allowLateBetting'>;

/** Betting closes when the previous round of the same half reaches this share of its length. */
export const BETTING_CLOSE_PROGRESS = 0.8;
/** The closing-soon warning shows for this share of a round's length before betting closes (70 %). */
export const CLOSING_SOON_SHARE = 0.1;

/**
 * When betting on spans[index] closes and the warning starts, in match minutes of its half
 * (game-rules 3). With a predecessor P in the same half: at P's 80 % or after bettingTimeLimit
 * minutes of P, whichever is first; for the first round of a half, or with allowLateBetting, at the
 * round's own start. The warning starts a tenth of P's length (or of roundDuration) earlier.
 */
export function bettingCloseMinutes(
  spans: readonly RoundSpan[],
  index: number,
  settings: BettingSettings,
): { closeMinute: number; warnMinute: number } {
  const round = spans[index]!;
  const previous = spans[index - 1];
  if (!previous || previous.half.halfNumber !== round.half.halfNumber) {
    return atStart(round, CLOSING_SOON_SHARE * settings.roundDuration);
  }
  const length = previous.endMinute - previous.startMinute;
  const warning = CLOSING_SOON_SHARE * length;
  if (settings.allowLateBetting) return atStart(round, warning);
  const closeMinute = Math.min(
    previous.startMinute + BETTING_CLOSE_PROGRESS * length,
    previous.startMinute + settings.bettingTimeLimit,
  );
  return { closeMinute, warnMinute: closeMinute - warning };
}

function atStart(round: RoundSpan, warning: number) {
  return { closeMinute: round.startMinute, warnMinute: round.startMinute - warning };
}
