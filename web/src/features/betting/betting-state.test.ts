import { describe, expect, it } from 'vitest';
import { bettingState } from './betting-state';
import { bettingOnRound2, liveDetails, minute } from './quick-bet-fixture';

const input = (change: Partial<Parameters<typeof bettingState>[0]> = {}) => ({
  details: liveDetails(),
  now: minute(5),
  betRoundIds: [],
  cards: [],
  oddIds: ['o-1'],
  slip: { oddId: null, amount: 10 },
  ...change,
});

describe('bettingState', () => {
  it("bets on the server's next round and asks for an odd first", () => {
    const state = bettingState(input());
    expect(state).toMatchObject({ status: 'open', closesAt: minute(8) });
    expect(state.round?._id).toBe('r2');
    expect(state.problem).toBe('Select an over or under option first');
    expect(bettingState(input({ slip: { oddId: 'o-1', amount: 10 } })).problem).toBeNull();
  });

  it("follows the server's status, and closes at its closing time", () => {
    const soon = liveDetails({ betting: bettingOnRound2('closing-soon') });
    expect(bettingState(input({ details: soon, now: minute(7) })).status).toBe('closing-soon');
    expect(bettingState(input({ details: soon, now: minute(8) })).status).toBe('closed');
    const closed = liveDetails({ betting: bettingOnRound2('closed') });
    expect(bettingState(input({ details: closed })).problem).toBe('Betting on this round has closed');
  });

  it('puts a placed bet and a missing round before the slip', () => {
    expect(bettingState(input({ betRoundIds: ['r2'] }))).toMatchObject({
      placed: true,
      problem: 'You have already placed a bet on this round',
    });
    expect(bettingState(input({ details: liveDetails({ nextBettableRoundId: null }) }))).toMatchObject({
      round: null,
      problem: 'There is no round left to bet on',
    });
  });

  it('checks the slip against the lobby limits and the chips', () => {
    const slip = { oddId: 'o-1', amount: 0 };
    expect(bettingState(input({ slip })).problem).toBe('Minimum bet is 1 chip');
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
