import type { BetType } from '../admin/odds-schemas';
import { type CountDistribution, lineChances } from './count-distribution';
import { isOffered, linePrice } from './line-price';

/** One line of one round as the model prices it. */
export type PricedLine = {
  threshold: number;
  betType: BetType;
  /** The model's chance that the line wins. */
  chance: number;
  price: number;
  /** Whether players may bet on it this round (its chance and price are in the offered range). */
  offered: boolean;
};

export function priceLine(
  distribution: CountDistribution,
  threshold: number,
  betType: BetType,
  margin: number,
): PricedLine {
  const chance = lineChances(distribution, threshold)[betType];
  // a line that cannot win has no price; 1000 is the highest odds value an odd may have, and 1
  // the lowest (a near-certain line, never offered: it would pay back less than the stake)
  const price = chance > 0 ? Math.min(1000, Math.max(1, linePrice(chance, margin))) : 1000;
  return { threshold, betType, chance, price, offered: isOffered(chance, price) };
}

/** How many half-lines of one event type a round offers at most: the main line and one either side. */
export const MAX_LINES_PER_EVENT_TYPE = 3;

/**
 * The half-lines (0.5, 1.5, …) a round offers for one event type: those with a side in the
 * offered range, at most MAX_LINES_PER_EVENT_TYPE, the ones nearest an even chance first, in
 * threshold order.
 */
export function offeredThresholds(distribution: CountDistribution, margin: number): number[] {
  const candidates: { threshold: number; distance: number }[] = [];
  for (let threshold = 0.5; ; threshold += 1) {
    const over = priceLine(distribution, threshold, 'over', margin);
    const under = priceLine(distribution, threshold, 'under', margin);
    if (over.offered || under.offered) candidates.push({ threshold, distance: Math.abs(over.chance - 0.5) });
    if (over.chance < 0.01 || threshold > 1000) break;
  }
  return candidates
    .sort((a, b) => a.distance - b.distance)
    .slice(0, MAX_LINES_PER_EVENT_TYPE)
    .map((candidate) => candidate.threshold)
    .sort((a, b) => a - b);
}
