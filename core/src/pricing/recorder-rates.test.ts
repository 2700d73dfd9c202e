import { describe, expect, it } from 'vitest';
import { EVENT_RATES } from './event-rates';
import {
  EMPTY_TALLY,
  learntRates,
  learntSplits,
  RECORDER_PRIOR_STRENGTH,
  recorderMultiplier,
  sideTallyKey,
  tallyMatch,
  tallyRecordedMatch,
} from './recorder-rates';
import { TEAM_SPLITS } from './team-rates';

const THROW_K = EVENT_RATES.Throw!.dispersion;

describe("the house learning its recorder's rates", () => {
  it('prices a recorder with no finished match at the built-in rate', () => {
    expect(recorderMultiplier(EMPTY_TALLY)).toBe(1);
    expect(learntRates(EVENT_RATES, {})).toEqual(EVENT_RATES);
  });

  it('weighs a match by what it can say: less than its expectation when matches differ', () => {
    const tally = tallyMatch(EMPTY_TALLY, 30, 44, THROW_K);
    expect(tally.weight).toBeCloseTo(1 / (1 / 44 + 1 / THROW_K), 9);
    expect(tally.weight).toBeLessThan(44);
    expect(tallyMatch(EMPTY_TALLY, 3, 3, Number.POSITIVE_INFINITY).weight).toBe(3);
  });

  it('mixes the built-in rate with the record by their weights, and follows a recorder who counts 30 % fewer', () => {
    let tally = EMPTY_TALLY;
    tally = tallyMatch(tally, 30.8, 44, THROW_K);
    const afterOne = recorderMultiplier(tally);
    expect(afterOne).toBeCloseTo(
      (RECORDER_PRIOR_STRENGTH + tally.weight * 0.7) / (RECORDER_PRIOR_STRENGTH + tally.weight),
      9,
    );
    expect(afterOne).toBeLessThan(1);
    expect(afterOne).toBeGreaterThan(0.7);
    for (let i = 1; i < 10; i++) tally = tallyMatch(tally, 30.8, 44, THROW_K);
    expect(tally.matches).toBe(10);
    expect(recorderMultiplier(tally)).toBeLessThan(0.75);
    const rates = learntRates(EVENT_RATES, { Throw: tally });
    expect(rates.Throw!.perMatch).toBeCloseTo(EVENT_RATES.Throw!.perMatch * recorderMultiplier(tally), 9);
    expect(rates.Corner).toBe(EVENT_RATES.Corner);
  });

  it("tallies a finished match's events of each type against the built-in rate over its halves as played", () => {
    const halfLengths = new Map([
      [1, 45 * 60],
      [2, 45 * 60],
    ]);
    const events = [
      { halfNumber: 1, second: 60, eventType: 'Corner' },
      { halfNumber: 2, second: 60, eventType: 'Corner' },
    ];
    const tallies = tallyRecordedMatch({}, { events, halfLengths }, { Corner: EVENT_RATES.Corner! });
    expect(Object.keys(tallies)).toEqual(['Corner', 'Corner (home)', 'Corner (away)']);
    // neither corner named a team: each side's tally saw none
    expect(tallies['Corner (home)']!.weightedRatio).toBe(0);
    expect(tallies.Corner!.matches).toBe(1);
    expect(tallies.Corner!.weightedRatio / tallies.Corner!.weight).toBeLessThan(0.25);
  });

  it("moves a team's share by what its side's tally learnt: a recorder who misses away corners gives home more", () => {
    expect(learntSplits({})).toEqual(TEAM_SPLITS);
    let tallies = {};
    const halfLengths = new Map([
      [1, 46 * 60],
      [2, 48 * 60],
    ]);
    const events = Array.from({ length: 8 }, (_, i) => ({
      halfNumber: 1 + (i % 2),
      second: 60 * (i + 1),
      eventType: 'Corner',
      team: i < 6 ? ('home' as const) : ('away' as const),
    }));
    for (let i = 0; i < 10; i++) tallies = tallyRecordedMatch(tallies, { events, halfLengths }, EVENT_RATES);
    expect(recorderMultiplier(tallies[sideTallyKey('Corner', 'away') as keyof typeof tallies]!)).toBeLessThan(
      0.8,
    );
    expect(learntSplits(tallies).Corner!.homeShare).toBeGreaterThan(TEAM_SPLITS.Corner!.homeShare + 0.05);
    expect(learntSplits(tallies).Corner!.dispersion).toEqual(TEAM_SPLITS.Corner!.dispersion);
  });
});
