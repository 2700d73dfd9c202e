import { describe, expect, it } from 'vitest';
import { halfStartProblem } from './half-start-problem';
import type { HalfState, HalfStatus } from './match-state';

const halves = (first: HalfStatus, second: HalfStatus): HalfState[] => [
  { halfNumber: 1, status: first, startTime: null, endTime: null },
  { halfNumber: 2, status: second, startTime: null, endTime: null },
];

describe('halfStartProblem', () => {
  it('starts the first half only if it is neither active nor finished and the match is not completed', () => {
    expect(halfStartProblem(halves('upcoming', 'upcoming'), 1, false)).toBeNull();
    expect(halfStartProblem(halves('active', 'upcoming'), 1, false)).toBe(
      'The first half can start only if it is neither active nor finished',
    );
    expect(halfStartProblem(halves('finished', 'upcoming'), 1, false)).not.toBeNull();
    expect(halfStartProblem(halves('upcoming', 'upcoming'), 1, true)).toBe(
      'A completed match cannot be started again',
    );
  });

  it('starts the second half only when the first has finished and it is neither', () => {
    expect(halfStartProblem(halves('upcoming', 'upcoming'), 2, false)).toBe(
      'The second half can start only when the first half is active or finished',
    );
    expect(halfStartProblem(halves('active', 'upcoming'), 2, false)).toBe(
      'End the first half before the second half starts',
    );
    expect(halfStartProblem(halves('finished', 'upcoming'), 2, false)).toBeNull();
    expect(halfStartProblem(halves('finished', 'active'), 2, false)).toBe(
      'The second half can start only if it is neither active nor finished',
    );
  });

  it('names a half the match does not have', () => {
    expect(halfStartProblem(halves('finished', 'finished'), 3, false)).toBe('This match has no third half');
  });
});
