import type { SlowTicks } from './server-instance';

/** The end times listed, at most. */
const MAX_TIMES = 8;

/**
 * One line on an instance's slow ticks: how many, their median and longest, and which steps they
 * spent their time in (the step that took longest in each, and every step's time summed over them),
 * and when the first of them ended, to set beside the faults' times.
 */
export function slowTicksLine(slow: SlowTicks): string {
  if (slow.count === 0) return 'no tick longer than its 200 ms interval';
  const sorted = [...slow.tookMs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const steps = Object.entries(slow.byStep)
    .filter(([, { ms }]) => ms > 0)
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([step, { longest, ms }]) => `${step} ${ms} ms (longest in ${longest})`)
    .join(', ');
  const clock = (at: number) => new Date(at).toISOString().slice(11, 19);
  const when = slow.endedAt.slice(0, MAX_TIMES).map(clock).join(', ');
  const more = slow.endedAt.length > MAX_TIMES ? ` and ${slow.endedAt.length - MAX_TIMES} more` : '';
  return `${slow.count} ticks longer than their 200 ms interval (median ${median} ms, longest ${slow.longestMs} ms: ${slow.longestSteps}); their time by step: ${steps}; ended at ${when}${more} (UTC)`;
}
