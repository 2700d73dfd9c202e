import { describe, expect, it } from 'vitest';
import { roundsUpdateText } from './rounds-update-text';

const round = (n: number, status: string) => ({ _id: `r${n}`, roundNumber: n, status });

describe('roundsUpdateText', () => {
  it('names the rounds whose status moved, in order', () => {
    expect(
      roundsUpdateText(
        [round(1, 'active'), round(2, 'upcoming')],
        [round(2, 'active'), round(1, 'finished')],
      ),
    ).toBe('Rounds updated: round 1 finished, round 2 is now active.');
  });

  it('says where the half stands when nothing moved', () => {
    const now = [round(1, 'finished'), round(2, 'active')];
    expect(roundsUpdateText(now, now)).toBe('Rounds already up to date: round 2 is active.');
    expect(roundsUpdateText([round(1, 'upcoming')], [round(1, 'upcoming')])).toBe(
      'Rounds already up to date: no round is active yet.',
    );
    expect(roundsUpdateText([], [])).toBe('Rounds already up to date: this half has no rounds.');
  });
});
