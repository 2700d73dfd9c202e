import { describe, expect, it } from 'vitest';
import { customEventTypeName } from './custom-event-type';
import { nextHalfNumber } from './next-half-number';
import { nextRoundDefaults, type RoundDraft } from './next-round-defaults';
import { newOddDraft, oddName, SEEDED_ODD_DRAFTS } from './odd-drafts';
import { roundOverlapProblem } from './overlapping-round';
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
  it('starts an empty half at 0 with a 10-minute span and the next number of the match', () => {
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
    expect(nextRoundDefaults([round(1, 0, null)], 1)).toEqual({
      roundNumber: 2,
      startMinute: 10,
      endMinute: 20,
    });
  });

  it('after an open-ended last round, starts one round-length after it, not inside it', () => {
    const setUp = [round(1, 0, 9), round(2, 9, 18), round(3, 18, 27), round(4, 27, 36), round(5, 36, null)];
    expect(nextRoundDefaults(setUp, 1)).toEqual({ roundNumber: 6, startMinute: 45, endMinute: 55 });
    expect(nextRoundDefaults([round(1, 0, 12), round(2, 12, null)], 1)).toEqual({
      roundNumber: 3,
      startMinute: 24,
      endMinute: 34,
    });
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
  const half = [span(1, 0, 9), span(2, 9, 18), span(3, 18, null)];

  it('accepts rounds that follow each other, and an open end that runs to the next start', () => {
    expect(roundOverlapProblem(span(4, 27, 36), half)).toBeNull();
    expect(roundOverlapProblem(span(2, 9, 18), half)).toBeNull();
  });

  it('names both rounds when one starts inside the other or both start together', () => {
    expect(roundOverlapProblem(span(4, 5, 12), half)).toBe(
      'Round 4 (minutes 5 to 12) overlaps round 1 (minutes 0 to 9) in this half',
    );
    expect(roundOverlapProblem(span(4, 18, null), half)).toBe(
      'Round 4 (from minute 18) overlaps round 3 (from minute 18) in this half',
    );
    expect(roundOverlapProblem(span(4, 15, 40), [span(3, 20, null)])).toBe(
      'Round 4 (minutes 15 to 40) overlaps round 3 (from minute 20) in this half',
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
