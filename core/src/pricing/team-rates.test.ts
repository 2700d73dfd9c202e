import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEAM_LINE_EVENT_TYPES, TEAM_SIDES } from '../events/team-side';
import { EVENT_RATES } from './event-rates';
import { expectedCount } from './expected-count';
import { DEFAULT_PRICE_MARGIN } from './line-price';
import { NO_EVIDENCE } from './match-rate-update';
import { priceEventType } from './price-event-type';
import { TEAM_SPLITS, teamRate, teamSplitOf } from './team-rates';

const ROUND = { halfNumber: 1, startMinute: 9, endMinute: 18 };

describe('lines on a team', () => {
  it('has a split for every event type with lines per team, found whatever the case', () => {
    for (const eventType of TEAM_LINE_EVENT_TYPES) {
      expect(EVENT_RATES[eventType]).toBeDefined();
      expect(teamSplitOf(eventType.toUpperCase())).toBe(TEAM_SPLITS[eventType]);
    }
    expect(teamSplitOf('Throw')).toBeUndefined();
  });

  it("splits the match's rate between the teams: home and away add up to the match", () => {
    for (const eventType of TEAM_LINE_EVENT_TYPES) {
      const rate = EVENT_RATES[eventType]!;
      const [home, away] = TEAM_SIDES.map((side) => teamRate(rate, TEAM_SPLITS[eventType]!, side));
      const whole = expectedCount(rate, 2, 0, 45);
      expect(expectedCount(home!, 2, 0, 45) + expectedCount(away!, 2, 0, 45)).toBeCloseTo(whole, 9);
    }
    expect(teamRate(EVENT_RATES.Goal!, TEAM_SPLITS.Goal!, 'home').perMatch).toBeGreaterThan(
      teamRate(EVENT_RATES.Goal!, TEAM_SPLITS.Goal!, 'away').perMatch,
    );
  });

  it('never offers a team line that returns more than 1 / (1 + margin) per chip under the model', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEAM_LINE_EVENT_TYPES),
        fc.constantFrom(...TEAM_SIDES),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 0, max: 60 }),
        fc.option(fc.integer({ min: 1, max: 45 }), { nil: null }),
        fc.integer({ min: 0, max: 60 }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        (eventType, side, halfNumber, startMinute, length, observed, exposure, margin) => {
          const rate = teamRate(EVENT_RATES[eventType]!, TEAM_SPLITS[eventType]!, side);
          const round = { halfNumber, startMinute, endMinute: length === null ? null : startMinute + length };
          const { lines } = priceEventType(rate, round, { observed, exposure }, margin);
          expect(lines.filter((l) => l.offered).length).toBeLessThanOrEqual(6);
          for (const line of lines.filter((l) => l.offered)) {
            expect(line.chance * line.price).toBeLessThanOrEqual(1 / (1 + margin) + 1e-9);
            expect(line.chance).toBeGreaterThanOrEqual(0.05);
            expect(line.chance).toBeLessThanOrEqual(0.95);
            expect(line.price).toBeGreaterThanOrEqual(1.1);
          }
        },
      ),
    );
  });

  it("learns a team's rate from its own events: a team winning corners prices its corners higher", () => {
    const home = teamRate(EVENT_RATES.Corner!, TEAM_SPLITS.Corner!, 'home');
    const quiet = priceEventType(home, ROUND, { observed: 0, exposure: 1 }, DEFAULT_PRICE_MARGIN);
    const busy = priceEventType(home, ROUND, { observed: 5, exposure: 1 }, DEFAULT_PRICE_MARGIN);
    const fresh = priceEventType(home, ROUND, NO_EVIDENCE, DEFAULT_PRICE_MARGIN);
    expect(busy.distribution.mean).toBeGreaterThan(fresh.distribution.mean);
    expect(quiet.distribution.mean).toBeLessThan(fresh.distribution.mean);
    const overHalf = (lines: typeof busy.lines) =>
      lines.find((l) => l.threshold === 0.5 && l.betType === 'over')!;
    expect(overHalf(busy.lines).price).toBeLessThan(overHalf(quiet.lines).price);
  });
});
