const MS_PER_MINUTE = 60_000;

/** Match minute `(now - startTime) * clockSpeed / 60000` of a half (game-rules 1); negative before it starts. */
export function matchMinute(startTime: number, clockSpeed: number, now: number): number {
  return ((now - startTime) * clockSpeed) / MS_PER_MINUTE;
}

/** The moment (ms epoch) a match minute of a half is on the clock. */
export function timeOfMinute(startTime: number, clockSpeed: number, minute: number): number {
  return startTime + (minute * MS_PER_MINUTE) / clockSpeed;
}

/** Real milliseconds that a number of match minutes take. */
export function minutesToMs(minutes: number, clockSpeed: number): number {
  return (minutes * MS_PER_MINUTE) / clockSpeed;
}
