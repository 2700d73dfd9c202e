/**
 * Time left as m:ss. A countdown shows the whole seconds that remain after the current one, as a
 * ticking clock does: exactly one minute reads 0:59 (spec 4), and it never goes below 0:00.
 */
export function formatClock(ms: number): string {
  const seconds = wholeSecondsLeft(ms);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function wholeSecondsLeft(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000) - 1);
}
