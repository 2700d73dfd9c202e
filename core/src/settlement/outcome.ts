import type { BetType } from '../admin/odds-schemas';

export type BetOutcome = 'won' | 'lost';

/** Over wins if count > threshold, under if count < threshold; a count equal to it loses both. */
export function outcome(betType: BetType, threshold: number, count: number): BetOutcome {
  const won = betType === 'over' ? count > threshold : count < threshold;
  return won ? 'won' : 'lost';
}
