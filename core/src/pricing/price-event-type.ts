import type { BetType } from '../admin/odds-schemas';
import type { CountDistribution } from './count-distribution';
import type { EventRate } from './event-rate';
import { expectedCount, expectedRoundEnd } from './expected-count';
import { type MatchEvidence, roundDistribution } from './match-rate-update';
import { offeredThresholds, type PricedLine, priceLine } from './price-line';

/** The stretch of a half a round covers; `endMinute` null while its end cannot be known (the last round of a half). */
export type RoundToPrice = { halfNumber: number; startMinute: number; endMinute: number | null };

export type EventTypePrices = {
  distribution: CountDistribution;
  /** The lines the round offers, and any other lines asked for (priced, not offered). */
  lines: PricedLine[];
};

const SIDES: readonly BetType[] = ['over', 'under'];

/**
 * Prices one event type for one round: its base expectation over the round's minutes, moved by
 * what the match has shown so far, as a count distribution; then both sides of each offered
 * half-line, and of each line in `alsoPrice` (lines that exist but are not offered this round still
 * get the chance they stand for).
 */
export function priceEventType(
  rate: EventRate,
  round: RoundToPrice,
  evidence: MatchEvidence,
  margin: number,
  alsoPrice: readonly number[] = [],
): EventTypePrices {
  const end = round.endMinute ?? expectedRoundEnd(round.halfNumber, round.startMinute);
  const distribution = roundDistribution(
    rate,
    expectedCount(rate, round.halfNumber, round.startMinute, end),
    evidence,
  );
  const offered = offeredThresholds(distribution, margin);
  const thresholds = [...new Set([...offered, ...alsoPrice])].sort((a, b) => a - b);
  const lines = thresholds.flatMap((threshold) =>
    SIDES.map((betType) => {
      const line = priceLine(distribution, threshold, betType, margin);
      return { ...line, offered: line.offered && offered.includes(threshold) };
    }),
  );
  return { distribution, lines };
}
