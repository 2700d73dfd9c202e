import { HALF_MINUTES } from '../pricing/event-rate';

/**
 * The match minute as football writes it: the minute being played, counted from the kick-off of
 * the first half ("1'" for the first 60 seconds, "46'" at the start of the second half), and
 * minutes past a half's 45 as added time ("45+2'", "90+3'").
 */
export function matchMinuteLabel(halfNumber: number, minuteInHalf: number): string {
  const before = (halfNumber - 1) * HALF_MINUTES;
  const playing = Math.max(0, Math.floor(minuteInHalf)) + 1;
  if (playing > HALF_MINUTES) return `${before + HALF_MINUTES}+${playing - HALF_MINUTES}'`;
  return `${before + playing}'`;
}
