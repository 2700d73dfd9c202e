import { outcome, type ReplayedCount, type ReplayedLine } from '@kickchips/core';

/** The odds editor's four drafts (spec 2, Manage Match), as the project had them on every event type. */
export const DRAFT_PRICES = [
  { betType: 'over', threshold: 0.5, price: 1.8 },
  { betType: 'over', threshold: 1.5, price: 2.2 },
  { betType: 'under', threshold: 0.5, price: 2 },
  { betType: 'under', threshold: 1.5, price: 1.6 },
] as const;

/** The drafts offered on every event type in every round, settled on the counts the rounds brought. */
export function draftLines(counts: readonly ReplayedCount[]): ReplayedLine[] {
  return counts.flatMap(({ round, eventType, count }) =>
    DRAFT_PRICES.map(({ betType, threshold, price }) => ({
      round,
      eventType,
      betType,
      threshold,
      chance: 1 / price,
      price,
      offered: true,
      won: outcome(betType, threshold, count) === 'won',
    })),
  );
}
