import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS } from '../settings/game-settings-schema';
import { at, fixtureMatch, KICK_OFF } from '../timing/match-fixture';
import { inactivityPenaltyAmount, isInactivityPenaltyDue } from './inactivity-penalty';

describe('inactivityPenaltyAmount', () => {
  it('takes the penalty, or what is left', () => {
    expect(inactivityPenaltyAmount(5, 100)).toBe(5);
    expect(inactivityPenaltyAmount(5, 3)).toBe(3);
    expect(inactivityPenaltyAmount(5, 0)).toBe(0);
    expect(inactivityPenaltyAmount(0, 10)).toBe(0);
  });

  it('never leaves a balance below 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.nat(2000), (penalty, chips) => {
        const taken = inactivityPenaltyAmount(penalty, chips);
        expect(taken).toBeGreaterThanOrEqual(0);
        expect(chips - taken).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('isInactivityPenaltyDue', () => {
  const match = fixtureMatch();

  it('falls due when betting on the round closes', () => {
    expect(isInactivityPenaltyDue(match, 'r2', DEFAULT_GAME_SETTINGS, at(KICK_OFF, 7.99))).toBe(false);
    expect(isInactivityPenaltyDue(match, 'r2', DEFAULT_GAME_SETTINGS, at(KICK_OFF, 8))).toBe(true);
    expect(isInactivityPenaltyDue(match, 'r1', DEFAULT_GAME_SETTINGS, KICK_OFF)).toBe(true);
  });

  it('is never due for a round whose half has not started', () => {
    expect(isInactivityPenaltyDue(match, 'r6', DEFAULT_GAME_SETTINGS, at(KICK_OFF, 500))).toBe(false);
  });
});
