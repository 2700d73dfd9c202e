import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_RATES } from './event-rates';
import { DEFAULT_PRICE_MARGIN } from './line-price';
import { NO_EVIDENCE } from './match-rate-update';
import { priceEventType } from './price-event-type';

const eventTypes = Object.keys(EVENT_RATES);

describe('pricing an event type for a round', () => {
  it('never offers a line that returns more than 1 / (1 + margin) per chip under the model', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...eventTypes),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 0, max: 60 }),
        fc.option(fc.integer({ min: 1, max: 45 }), { nil: null }),
        fc.integer({ min: 0, max: 120 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        (eventType, halfNumber, startMinute, length, observed, exposure, margin) => {
          const round = { halfNumber, startMinute, endMinute: length === null ? null : startMinute + length };
          const { lines } = priceEventType(EVENT_RATES[eventType]!, round, { observed, exposure }, margin);
          for (const line of lines.filter((l) => l.offered)) {
            expect(line.chance * line.price).toBeLessThanOrEqual(1 / (1 + margin) + 1e-9);
          }
        },
      ),
    );
  });

  it('prices corners higher in a match full of corners', () => {
    const round = { halfNumber: 2, startMinute: 9, endMinute: 18 };
    const quiet = priceEventType(
      EVENT_RATES.Corner!,
      round,
      { observed: 2, exposure: 5 },
      DEFAULT_PRICE_MARGIN,
    );
    const busy = priceEventType(
      EVENT_RATES.Corner!,
      round,
      { observed: 12, exposure: 5 },
      DEFAULT_PRICE_MARGIN,
    );
    expect(busy.distribution.mean).toBeGreaterThan(quiet.distribution.mean);
    const overOne = (lines: typeof busy.lines) =>
      lines.find((l) => l.threshold === 1.5 && l.betType === 'over');
    expect(overOne(busy.lines)!.price).toBeLessThan(overOne(quiet.lines)!.price);
  });

  it('offers no penalty line for a round: too rare for either side to be worth a bet', () => {
    const { lines } = priceEventType(
      EVENT_RATES.Penalty!,
      { halfNumber: 1, startMinute: 0, endMinute: 9 },
      NO_EVIDENCE,
      0.06,
    );
    expect(lines.filter((l) => l.offered)).toEqual([]);
  });

  it('prices the lines it is asked for even when the round does not offer them', () => {
    const { lines } = priceEventType(
      EVENT_RATES.Throw!,
      { halfNumber: 1, startMinute: 0, endMinute: 9 },
      NO_EVIDENCE,
      0.06,
      [0.5],
    );
    const overHalf = lines.find((l) => l.threshold === 0.5 && l.betType === 'over')!;
    expect(overHalf.offered).toBe(false);
    expect(overHalf.chance).toBeGreaterThan(0.95);
  });

  it('expects more of an open-ended last round, which includes added time', () => {
    const closed = priceEventType(
      EVENT_RATES.Shot!,
      { halfNumber: 2, startMinute: 36, endMinute: 45 },
      NO_EVIDENCE,
      0.06,
    );
    const open = priceEventType(
      EVENT_RATES.Shot!,
      { halfNumber: 2, startMinute: 36, endMinute: null },
      NO_EVIDENCE,
      0.06,
    );
    expect(open.distribution.mean).toBeGreaterThan(closed.distribution.mean);
  });
});
