import type { BetType } from '../admin/odds-schemas';

/** A line by what it is on, as people read it: "Throw UNDER 2.5", or "Corner (home) OVER 0.5" for a line on one team. */
export function lineKey(line: {
  eventType: string;
  betType: BetType | string;
  threshold: number;
  team?: string | null;
}): string {
  const on = line.team ? `${line.eventType} (${line.team})` : line.eventType;
  return `${on} ${line.betType.toUpperCase()} ${line.threshold}`;
}
