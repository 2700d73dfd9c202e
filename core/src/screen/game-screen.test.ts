import { describe, expect, it } from 'vitest';
import { at, fixtureMatch, fixtureRounds, KICK_OFF, SECOND_HALF } from '../timing/match-fixture';
import type { MatchState } from '../timing/match-state';
import { gameScreen, TRANSITION_MS } from './game-screen';
import { halfIndicator } from './half-indicator';
import { phaseBadge } from './phase-badge';

const screenAt = (match: MatchState, now: number) => gameScreen(match, now).screen;

describe('gameScreen', () => {
  const halfTime = fixtureMatch({ halfStarts: [KICK_OFF, null], halfEnds: [at(KICK_OFF, 47)] });
  const ended = fixtureMatch({
    halfStarts: [KICK_OFF, SECOND_HALF],
    halfEnds: [at(KICK_OFF, 47), at(SECOND_HALF, 48)],
  });

  it('offers pre-match betting before kick-off when rounds or upcoming halves exist', () => {
    expect(screenAt(fixtureMatch(), KICK_OFF - 1)).toBe('PRE_MATCH_BETTING');
    expect(screenAt(fixtureMatch({ halfStarts: [null, null], rounds: [] }), KICK_OFF)).toBe(
      'PRE_MATCH_BETTING',
    );
    expect(gameScreen(fixtureMatch(), KICK_OFF - 1).nextRound?.round.id).toBe('r1');
  });

  it('is PRE_MATCH with nothing to bet on yet', () => {
    expect(screenAt({ clockSpeed: 1, halves: [], rounds: [] }, KICK_OFF)).toBe('PRE_MATCH');
  });

  it('shows the active round with the next one', () => {
    const state = gameScreen(fixtureMatch(), at(KICK_OFF, 12));
    expect([state.screen, state.currentRound?.round.id, state.nextRound?.round.id]).toEqual([
      'ACTIVE_ROUND',
      'r2',
      'r3',
    ]);
  });

  it('holds a transition for up to 8 s after a round ends, until a new one is active', () => {
    const rounds = fixtureRounds();
    rounds[0] = { ...rounds[0]!, endMinute: 8 };
    const match = fixtureMatch({ rounds });
    const state = gameScreen(match, at(KICK_OFF, 8) + 1000);
    expect([state.screen, state.completedRound?.round.id, state.nextRound?.round.id]).toEqual([
      'TRANSITION',
      'r1',
      'r2',
    ]);
    expect(screenAt(match, at(KICK_OFF, 8) + TRANSITION_MS - 1)).toBe('TRANSITION');
    expect(screenAt(match, at(KICK_OFF, 8) + TRANSITION_MS)).toBe('ROUND_BREAK');
    expect(screenAt(fixtureMatch(), at(KICK_OFF, 10))).toBe('ACTIVE_ROUND');
  });

  it('is a round break at half-time, and after its transition', () => {
    expect(screenAt(halfTime, at(KICK_OFF, 47) + 2000)).toBe('TRANSITION');
    const state = gameScreen(halfTime, at(KICK_OFF, 50));
    expect([state.screen, state.nextRound?.round.id]).toEqual(['ROUND_BREAK', 'r6']);
  });

  it('waits when the match runs with no round left to play', () => {
    const rounds = fixtureRounds().map((round) => ({ ...round, endMinute: round.startMinute + 5 }));
    const lastDone = fixtureMatch({
      rounds,
      halfStarts: [KICK_OFF, SECOND_HALF],
      halfEnds: [at(KICK_OFF, 47), null],
    });
    expect(screenAt(lastDone, at(SECOND_HALF, 46))).toBe('WAITING');
  });

  it('shows the results once every half has ended', () => {
    expect(screenAt(ended, at(SECOND_HALF, 48))).toBe('MATCH_RESULTS');
  });

  it('knows the last round', () => {
    const second = fixtureMatch({ halfStarts: [KICK_OFF, SECOND_HALF], halfEnds: [at(KICK_OFF, 47), null] });
    // spec 4 "Last round": a round is running and none is left after it
    expect(gameScreen(second, at(SECOND_HALF, 41))).toMatchObject({
      screen: 'ACTIVE_ROUND',
      nextRound: null,
    });
    expect(gameScreen(second, at(SECOND_HALF, 31)).nextRound).not.toBeNull();
  });
});

describe('halfIndicator', () => {
  it('names the running half, the next one, or the end', () => {
    expect(halfIndicator([], KICK_OFF)).toBe('NO HALVES');
    expect(halfIndicator(fixtureMatch({ halfStarts: [null, null] }).halves, KICK_OFF)).toBe(
      'WAITING FOR HALF 1',
    );
    expect(halfIndicator(fixtureMatch().halves, KICK_OFF - 1)).toBe('WAITING FOR HALF 1');
    expect(halfIndicator(fixtureMatch().halves, KICK_OFF)).toBe('HALF 1 OF 2');
    const halfTime = fixtureMatch({ halfEnds: [at(KICK_OFF, 47)] });
    expect(halfIndicator(halfTime.halves, at(KICK_OFF, 50))).toBe('WAITING FOR HALF 2');
    const ended = fixtureMatch({
      halfStarts: [KICK_OFF, SECOND_HALF],
      halfEnds: [at(KICK_OFF, 47), at(SECOND_HALF, 48)],
    });
    expect(halfIndicator(ended.halves, at(SECOND_HALF, 48))).toBe('MATCH ENDED');
  });
});

describe('phaseBadge', () => {
  it.each([
    ['MATCH_RESULTS', 'MATCH ENDED'],
    ['ACTIVE_ROUND', 'LIVE ROUND'],
    ['PRE_MATCH', 'PRE-MATCH'],
    ['PRE_MATCH_BETTING', 'PRE-MATCH'],
    ['TRANSITION', 'ROUND BREAK'],
    ['ROUND_BREAK', 'ROUND BREAK'],
    ['WAITING', 'ROUND BREAK'],
  ] as const)('%s shows %s', (screen, badge) => {
    expect(phaseBadge(screen)).toBe(badge);
  });
});
