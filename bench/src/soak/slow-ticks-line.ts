import type { SlowTicks } from './server-instance';

/**
 * One line on an instance's slow ticks: how many, their median and longest, and which steps they
 * spent their time in (the step that took longest in each, and every step's time summed over them).
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
  return `${slow.count} ticks longer than their 200 ms interval (median ${median} ms, longest ${slow.longestMs} ms: ${slow.longestSteps}); their time by step: ${steps}`;
}
