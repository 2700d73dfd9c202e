import { describe, expect, it } from 'vitest';
import { bettingState } from './betting-state';
import { liveDetails, minute } from './quick-bet-fixture';

const input = (change: Partial<Parameters<typeof bettingState>[0]> = {}) => ({
  details: liveDetails(),
  now: minute(5),
  betRoundIds: [],
  cards: [],
  oddIds: ['o-1'],
  slip: { oddId: null, amount: 10, cardId: null },
  ...change,
});

describe('bettingState', () => {
  it('bets on the next round and asks for an odd first', () => {
    const state = bettingState(input());
    expect(state.window.round?.round.id).toBe('r2');
    expect(state.problem).toBe('Select an over or under option first');
    expect(bettingState(input({ slip: { oddId: 'o-1', amount: 10, cardId: null } })).problem).toBeNull();
  });

  it('puts a placed bet and a closed window before the slip', () => {
    expect(bettingState(input({ betRoundIds: ['r2'] }))).toMatchObject({
      placed: true,
      problem: 'You have already placed a bet on this round',
    });
    expect(bettingState(input({ now: minute(8) })).problem).toBe('Betting on this round has closed');
  });

  it('keeps the slip problems of core otherwise', () => {
    const slip = { oddId: 'o-1', amount: 0, cardId: null };
    expect(bettingState(input({ slip })).problem).toBe('Minimum bet is 1 chips');
    const poor = liveDetails({ currentUser: { _id: 'u2', role: 'player', chips: 5, eliminated: false } });
    expect(bettingState(input({ details: poor, slip: { ...slip, amount: 6 } })).problem).toBe(
      'Not enough chips for this bet',
    );
  });

  it('blocks spectators and eliminated players', () => {
    const watcher = liveDetails({
      currentUser: { _id: 'u2', role: 'spectator', chips: 0, eliminated: false },
    });
    expect(bettingState(input({ details: watcher })).blockedReason).toBe('Spectators cannot place bets');
    const out = liveDetails({ currentUser: { _id: 'u2', role: 'player', chips: 3, eliminated: true } });
    expect(bettingState(input({ details: out })).blockedReason).toBe('Eliminated players cannot place bets');
  });
});
