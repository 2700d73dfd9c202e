import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS } from '../settings/game-settings-schema';
import { at, fixtureMatch, fixtureRounds, KICK_OFF, SECOND_HALF } from '../timing/match-fixture';
import type { RoundState } from '../timing/match-state';
import { bettingCloseTime, bettingWindow } from './betting-window';

const settings = DEFAULT_GAME_SETTINGS;
const match = fixtureMatch();

function windowAt(minute: number, options: Partial<typeof settings> = {}, rounds?: RoundState[]) {
  const window = bettingWindow(fixtureMatch({ rounds }), { ...settings, ...options }, at(KICK_OFF, minute));
  return { round: window.round?.round.id ?? null, status: window.status, closesAt: window.closesAt };
}

describe('bettingWindow', () => {
  it.each([
    [0, 'open'],
    [0.699, 'open'],
    [0.7, 'closing-soon'],
    [0.799, 'closing-soon'],
    [0.8, 'closed'],
    [0.999, 'closed'],
  ])('at progress %s of round 1 betting on round 2 is %s', (progress, status) => {
    expect(windowAt(progress * 10)).toEqual({ round: 'r2', status, closesAt: at(KICK_OFF, 8) });
  });

  it('closes after bettingTimeLimit minutes when that comes before 80 %', () => {
    const rounds = fixtureRounds().map((round) => ({ ...round, startMinute: (round.roundNumber - 1) * 15 }));
    expect(windowAt(6.4, {}, rounds).status).toBe('open');
    expect(windowAt(6.5, {}, rounds).status).toBe('closing-soon');
    expect(windowAt(7.99, {}, rounds).status).toBe('closing-soon');
    expect(windowAt(8, {}, rounds)).toMatchObject({ status: 'closed', closesAt: at(KICK_OFF, 8) });
    expect(windowAt(4, { bettingTimeLimit: 3 }, rounds).status).toBe('closed');
  });

  it('stays open until the round starts with allowLateBetting', () => {
    expect(windowAt(8.99, { allowLateBetting: true })).toMatchObject({
      status: 'open',
      closesAt: at(KICK_OFF, 10),
    });
    expect(windowAt(9, { allowLateBetting: true }).status).toBe('closing-soon');
    expect(windowAt(9.99, { allowLateBetting: true }).status).toBe('closing-soon');
    expect(windowAt(10, { allowLateBetting: true })).toMatchObject({ round: 'r3', status: 'open' });
  });

  it('keeps the first round of a half open until it starts', () => {
    expect(windowAt(-5)).toEqual({ round: 'r1', status: 'open', closesAt: KICK_OFF });
    expect(windowAt(-0.5)).toMatchObject({ round: 'r1', status: 'closing-soon' });
    expect(windowAt(46)).toEqual({ round: 'r6', status: 'open', closesAt: null });
    const secondSet = fixtureMatch({
      halfStarts: [KICK_OFF, SECOND_HALF],
      halfEnds: [at(KICK_OFF, 47), null],
    });
    expect(bettingWindow(secondSet, settings, SECOND_HALF - 120_000)).toMatchObject({
      status: 'open',
      closesAt: SECOND_HALF,
    });
  });

  it('is closed with no round left', () => {
    const last = fixtureMatch({ halfStarts: [KICK_OFF, SECOND_HALF], halfEnds: [at(KICK_OFF, 47), null] });
    expect(bettingWindow(last, settings, at(SECOND_HALF, 42))).toEqual({
      round: null,
      status: 'closed',
      closesAt: null,
      warnsAt: null,
    });
  });
});

describe('bettingCloseTime', () => {
  it('gives the close of any round, or null while it cannot be known or never comes', () => {
    expect(bettingCloseTime(match, 'r2', settings)).toBe(at(KICK_OFF, 8));
    expect(bettingCloseTime(match, 'r1', settings)).toBe(KICK_OFF);
    expect(bettingCloseTime(match, 'r6', settings)).toBeNull();
    expect(bettingCloseTime(match, 'nope', settings)).toBeNull();
    const shortHalf = fixtureMatch({ halfEnds: [at(KICK_OFF, 38)] });
    expect(bettingCloseTime(shortHalf, 'r5', settings)).toBeNull();
  });
});
