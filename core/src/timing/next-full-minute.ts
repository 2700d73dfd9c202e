const MS_PER_MINUTE = 60_000;

/**
 * The start time a half gets when the admin starts it (spec 4): the next full minute of the server
 * clock, strictly after `now`, so that every screen has a moment to show the countdown.
 */
export function nextFullMinute(now: number): number {
  return (Math.floor(now / MS_PER_MINUTE) + 1) * MS_PER_MINUTE;
}
