import type { BetType } from '../admin/odds-schemas';

/** A line by what it is on, as people read it: "Throw UNDER 2.5". */
export function lineKey(line: { eventType: string; betType: BetType | string; threshold: number }): string {
  return `${line.eventType} ${line.betType.toUpperCase()} ${line.threshold}`;
}
