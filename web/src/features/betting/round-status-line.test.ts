import { describe, expect, it } from 'vitest';
import { roundStatusLine } from './round-status-line';

const now = Date.parse('2026-11-23T20:00:00Z');

describe('roundStatusLine', () => {
  it('names the round in play, the round bet on and the time left to bet', () => {
    expect(roundStatusLine({ inPlay: 2, bettingOn: 3, status: 'open', closesAt: now + 42_000, now })).toBe(
      'Round 2 in play · betting on Round 3 · closes in 0:41',
    );
  });

  it('says when no round is in play, as before kick-off', () => {
    expect(roundStatusLine({ inPlay: null, bettingOn: 1, status: 'open', closesAt: null, now })).toBe(
      'No round in play · betting on Round 1',
    );
  });

  it('says betting has closed, by the server or by its closing time', () => {
    const closed = 'Round 2 in play · betting on Round 3 closed';
    expect(roundStatusLine({ inPlay: 2, bettingOn: 3, status: 'closed', closesAt: null, now })).toBe(closed);
    expect(roundStatusLine({ inPlay: 2, bettingOn: 3, status: 'open', closesAt: now - 1, now })).toBe(closed);
  });

  it('says when the last round is in play', () => {
    expect(roundStatusLine({ inPlay: 5, bettingOn: null, status: 'closed', closesAt: null, now })).toBe(
      'Round 5 in play · no round left to bet on',
    );
  });
});
