import type { BetType } from '../admin/odds-schemas';

export interface OddDraft {
  betType: BetType;
  threshold: number;
  odds: number;
}

/** The odds value of a new odd (spec 9). */
export const DEFAULT_ODDS_VALUE = 2;
/** The threshold of the first odd of a bet type (spec 9). */
export const FIRST_THRESHOLD = 0.5;

/** The four odds seeded when an event type with none is chosen (spec 2 "Manage Match"). */
export const SEEDED_ODD_DRAFTS: readonly OddDraft[] = [
  { betType: 'over', threshold: 0.5, odds: 1.8 },
  { betType: 'over', threshold: 1.5, odds: 2.2 },
  { betType: 'under', threshold: 0.5, odds: 2 },
  { betType: 'under', threshold: 1.5, odds: 1.6 },
];

/** A new odd of one event type's table: the highest threshold of that bet type + 1, or 0.5; odds 2. */
export function newOddDraft(
  existing: readonly { betType: BetType; threshold: number }[],
  betType: BetType,
): OddDraft {
  const thresholds = existing.filter((odd) => odd.betType === betType).map((odd) => odd.threshold);
  const threshold = thresholds.length > 0 ? Math.max(...thresholds) + 1 : FIRST_THRESHOLD;
  return { betType, threshold, odds: DEFAULT_ODDS_VALUE };
}

/** The name an odd is created with (spec 3): 'eventType betType threshold'. */
export function oddName(eventType: string, betType: BetType, threshold: number): string {
  return `${eventType} ${betType} ${threshold}`;
}
