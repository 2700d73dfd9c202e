import { SEEDED_ODD_DRAFTS } from '../match-admin/odd-drafts';
import { outcome } from '../settlement/outcome';
import type { ReplayedCount, ReplayedLine } from './calibration-replay';

/**
 * The odds editor's four drafts (spec 2, Manage Match) offered on every event type in every round,
 * as matches were priced before automatic pricing, settled on the counts the rounds brought: what
 * calibration sets the model's lines against.
 */
export function draftLines(counts: readonly ReplayedCount[]): ReplayedLine[] {
  return counts.flatMap(({ round, eventType, count }) =>
    SEEDED_ODD_DRAFTS.map(({ betType, threshold, odds }) => ({
      round,
      eventType,
      betType,
      threshold,
      chance: 1 / odds,
      price: odds,
      offered: true,
      won: outcome(betType, threshold, count) === 'won',
    })),
  );
}
