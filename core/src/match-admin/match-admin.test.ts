import { describe, expect, it } from 'vitest';
import { customEventTypeName } from './custom-event-type';
import { nextHalfNumber } from './next-half-number';
import { nextRoundDefaults, type RoundDraft, roundNumberInTimeOrder } from './next-round-defaults';
import { newOddDraft, oddName, SEEDED_ODD_DRAFTS } from './odd-drafts';
import { roundOverlapProblem, roundsOverlap } from './overlapping-round';
import { roundOrderProblem } from './round-order-problem';
import { planRounds, setUpRoundsInputSchema } from './round-plan';
import { roundMinutesProblem, roundWarnings } from './round-warnings';

const round = (
  roundNumber: number,
  startMinute: number,
  endMinute: number | null,
  halfNumber = 1,
): RoundDraft => ({
  halfNumber,
  roundNumber,
  startMinute,
  endMinute,
});

describe('nextHalfNumber', () => {
  it('is the lowest of halves 1 and 2 the match lacks, and none beyond them', () => {
    expect(nextHalfNumber([])).toBe(1);
    expect(nextHalfNumber([{ halfNumber: 1 }])).toBe(2);
    expect(nextHalfNumber([{ halfNumber: 2 }])).toBe(1);
    expect(nextHalfNumber([{ halfNumber: 1 }, { halfNumber: 2 }])).toBeNull();
  });
});

describe('nextRoundDefaults', () => {
  it('starts an empty half at 0 with a 10-minute span, numbered after the rounds before it', () => {
    expect(nextRoundDefaults([], 1)).toEqual({ roundNumber: 1, startMinute: 0, endMinute: 10 });
    expect(nextRoundDefaults([round(1, 0, 10), round(2, 10, 20)], 2)).toEqual({
      roundNumber: 3,
      startMinute: 0,
      endMinute: 10,
    });
  });

  it('continues from the end of the last round of the half', () => {
    expect(nextRoundDefaults([round(1, 0, 12), round(2, 12, 25)], 1)).toEqual({
      roundNumber: 3,
      startMinute: 25,
      endMinute: 35,
    });
  });

  it('proposes the first free minutes, short enough to end at the next round, numbered in time order', () => {
    const gapped = [round(1, 0, 9), round(2, 9, 18), round(3, 30, 40), round(4, 0, 10, 2)];
    expect(nextRoundDefaults(gapped, 1)).toEqual({ roundNumber: 3, startMinute: 18, endMinute: 28 });
    expect(nextRoundDefaults([round(1, 0, 9), round(2, 14, 20)], 1)).toEqual({
      roundNumber: 2,
      startMinute: 9,
      endMinute: 14,
    });
    expect(nextRoundDefaults([round(1, 5, 10)], 1)).toEqual({ roundNumber: 1, startMinute: 0, endMinute: 5 });
  });

  it('has no free minutes after an open-ended last round: it runs to the end of the half', () => {
    const setUp = [round(1, 0, 9), round(2, 9, 18), round(3, 18, 27), round(4, 27, 36), round(5, 36, null)];
    expect(nextRoundDefaults(setUp, 1)).toBeNull();
    expect(nextRoundDefaults([round(1, 0, null)], 1)).toBeNull();
    expect(nextRoundDefaults([round(1, 0, 9), round(2, 20, null)], 1)).toEqual({
      roundNumber: 2,
      startMinute: 9,
      endMinute: 19,
    });
  });
});

describe('roundNumberInTimeOrder and roundOrderProblem', () => {
  const match = [round(1, 0, 9), round(2, 9, 18), round(3, 30, null), round(4, 0, 10, 2)];

  it('numbers a round one after the rounds before it in the match', () => {
    expect(roundNumberInTimeOrder(match, 1, 18)).toBe(3);
    expect(roundNumberInTimeOrder(match, 2, 10)).toBe(5);
    expect(roundNumberInTimeOrder([], 2, 0)).toBe(1);
  });

  it('refuses numbers that would not follow time, naming the round in the way', () => {
    expect(roundOrderProblem(round(5, 10, 20, 2), match)).toBeNull();
    expect(roundOrderProblem(round(9, 10, 20, 2), match)).toBeNull();
    expect(roundOrderProblem(round(3, 20, 30, 2), match)).toBe(
      'Round numbers follow time: round 3 would start after round 4',
    );
    expect(roundOrderProblem(round(6, 18, 28), match)).toBe(
      'Round numbers follow time: round 6 would start before round 3',
    );
  });
});

describe('round rules', () => {
  it('needs an end after the start', () => {
    expect(roundMinutesProblem({ startMinute: 10, endMinute: 10 })).toBe(
      'End minute must be greater than start minute.',
    );
    expect(roundMinutesProblem({ startMinute: 10, endMinute: 9 })).toBe(
      'End minute must be greater than start minute.',
    );
    expect(roundMinutesProblem({ startMinute: 10, endMinute: 11 })).toBeNull();
    expect(roundMinutesProblem({ startMinute: 10, endMinute: null })).toBeNull();
  });

  it('warns of a late first round and of gaps', () => {
    expect(roundWarnings([round(1, 0, 10), round(2, 10, 20)])).toEqual([]);
    expect(roundWarnings([round(2, 15, 20), round(1, 5, 12), round(3, 20, null)])).toEqual([
      "Rounds don't start at the beginning of the half",
      "There's a gap between round 1 and round 2",
    ]);
    expect(roundWarnings([round(1, 0, null), round(2, 30, null)])).toEqual([]);
    expect(roundWarnings([])).toEqual([]);
  });
});

describe('odd drafts', () => {
  it('seeds the four drafts of the spec', () => {
    expect(SEEDED_ODD_DRAFTS).toEqual([
      { betType: 'over', threshold: 0.5, odds: 1.8 },
      { betType: 'over', threshold: 1.5, odds: 2.2 },
      { betType: 'under', threshold: 0.5, odds: 2 },
      { betType: 'under', threshold: 1.5, odds: 1.6 },
    ]);
  });

  it('adds one above the highest threshold of the bet type, or 0.5, at odds 2', () => {
    expect(newOddDraft([], 'over')).toEqual({ betType: 'over', threshold: 0.5, odds: 2 });
    expect(newOddDraft(SEEDED_ODD_DRAFTS, 'under')).toEqual({ betType: 'under', threshold: 2.5, odds: 2 });
    expect(newOddDraft([{ betType: 'over', threshold: 3.5 }], 'under').threshold).toBe(0.5);
  });

  it('names an odd after its type, side and threshold', () => {
    expect(oddName('Goal', 'over', 1.5)).toBe('Goal over 1.5');
  });
});

describe('customEventTypeName', () => {
  it('trims and needs a new, non-empty name', () => {
    expect(customEventTypeName('  Hat-trick ', ['Goal'])).toEqual({ ok: true, name: 'Hat-trick' });
    expect(customEventTypeName('   ', ['Goal'])).toEqual({
      ok: false,
      message: 'Event type must not be empty',
    });
    expect(customEventTypeName(' goal', ['Goal'])).toEqual({
      ok: false,
      message: 'Event type already exists',
    });
  });
});

describe('roundOverlapProblem', () => {
  const span = (roundNumber: number, startMinute: number, endMinute: number | null) => ({
    roundNumber,
    startMinute,
    endMinute,
  });
  const half = [span(1, 0, 9), span(2, 9, 18), span(3, 27, null)];

  it('accepts rounds that follow each other or fill a gap', () => {
    expect(roundOverlapProblem(span(4, 18, 27), half)).toBeNull();
    expect(roundOverlapProblem(span(4, 20, 25), half)).toBeNull();
    expect(roundOverlapProblem(span(4, 0, 9), [span(2, 9, 18)])).toBeNull();
    expect(roundsOverlap(span(1, 0, 9), span(2, 9, null))).toBe(false);
  });

  it('names both rounds when they share a minute', () => {
    expect(roundOverlapProblem(span(4, 5, 12), half)).toBe(
      'Round 4 (minutes 5 to 12) overlaps round 1 (minutes 0 to 9) in this half',
    );
    expect(roundOverlapProblem(span(4, 20, 30), half)).toBe(
      'Round 4 (minutes 20 to 30) overlaps round 3 (minute 27 to the end of the half) in this half',
    );
    expect(roundOverlapProblem(span(4, 15, null), [span(3, 20, 25)])).toBe(
      'Round 4 (minute 15 to the end of the half) overlaps round 3 (minutes 20 to 25) in this half',
    );
  });

  it('counts a round with no end to the end of its half: nothing fits after the open-ended last round', () => {
    expect(roundOverlapProblem(span(11, 45, 55), half)).toBe(
      'Round 11 (minutes 45 to 55) overlaps round 3 (minute 27 to the end of the half) in this half',
    );
    expect(roundOverlapProblem(span(11, 90, null), half)).toBe(
      'Round 11 (minute 90 to the end of the half) overlaps round 3 (minute 27 to the end of the half) in this half',
    );
  });
});

describe('planRounds', () => {
  it('plans 5 rounds of 9 minutes in each half by default, the last of a half open-ended', () => {
    const plan = planRounds(setUpRoundsInputSchema.parse({}));
    expect(plan).toHaveLength(10);
    expect(plan.slice(0, 5).map((r) => [r.halfNumber, r.roundNumber, r.startMinute, r.endMinute])).toEqual([
      [1, 1, 0, 9],
      [1, 2, 9, 18],
      [1, 3, 18, 27],
      [1, 4, 27, 36],
      [1, 5, 36, null],
    ]);
    expect(plan[5]).toEqual({ halfNumber: 2, roundNumber: 6, startMinute: 0, endMinute: 9 });
  });

  it('plans N rounds of M minutes', () => {
    const plan = planRounds({ roundsPerHalf: 2, minutesPerRound: 20 });
    expect(plan.map((r) => r.endMinute)).toEqual([20, null, 20, null]);
  });
});
