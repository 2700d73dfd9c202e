import { describe, expect, it } from 'vitest';
import { EVENT_READS, GAME_SCREEN_READS, SCREEN_READS, screenReadsFor } from './screen-reads';

const L = 'lobby-1';
const M = 'match-1';
const version = 'a-1';
const me = { userId: 'me' };
const delta = (change: { bets?: string[]; left?: string[]; joined?: string[] }) => ({
  type: 'lobby.delta' as const,
  lobbyId: L,
  roundId: 'r1',
  version,
  bets: (change.bets ?? []).map((userId) => ({ userId, chips: 90, inPlay: 10, betsPlaced: 1 })),
  joined: (change.joined ?? []).map((userId) => {
    const user = { _id: userId, username: userId, name: userId, avatarUrl: null };
    return {
      member: { user, role: 'player' as const, chips: 100, eliminated: false },
      entry: { user, chips: 100, inPlay: 0, betsPlaced: 0, betsSettled: 0, betsWon: 0 },
    };
  }),
  left: change.left ?? [],
});

describe('screenReadsFor', () => {
  it("costs another player's bet, a join or a leave nothing", () => {
    expect(screenReadsFor(delta({ bets: ['a', 'b'], joined: ['c'], left: ['d'] }), me)).toEqual([]);
  });

  it("reads the bettor's own bets again on the bettor's screen only", () => {
    expect(screenReadsFor(delta({ bets: ['a', 'me'] }), me)).toEqual(['ownBets']);
  });

  it("costs nothing on the bettor's screen that already shows the bet (from the bet's answer)", () => {
    expect(screenReadsFor(delta({ bets: ['a', 'me'] }), { ...me, ownBetRoundIds: ['r1'] })).toEqual([]);
    expect(screenReadsFor(delta({ bets: ['a', 'me'] }), { ...me, ownBetRoundIds: ['r0'] })).toEqual([
      'ownBets',
    ]);
  });

  it('reads the lobby again on the screen of a member who left or was removed', () => {
    expect(screenReadsFor(delta({ left: ['me'] }), me)).toEqual(['lobbyDetails']);
  });

  it('reads the score, the counts and the feed for an event', () => {
    expect(screenReadsFor({ type: 'match.event', matchId: M, version }, me)).toEqual(EVENT_READS);
    expect(EVENT_READS).toEqual(['lobbyDetails', 'statistics', 'liveFeed']);
  });

  it('reads the game screen but its chat again for a lobby change or a settlement', () => {
    for (const notice of [
      { type: 'lobby.changed' as const, lobbyId: L, version },
      { type: 'round.settled' as const, matchId: M, roundId: 'r1', version },
    ]) {
      expect(screenReadsFor(notice, me)).toEqual(GAME_SCREEN_READS);
    }
    expect(GAME_SCREEN_READS).not.toContain('chat');
    expect(screenReadsFor({ type: 'match.changed', matchId: M, version }, me)).toEqual([
      ...GAME_SCREEN_READS,
      'playerMatches',
    ]);
  });

  it('reads the chat, the open list and notifications for their notices', () => {
    expect(screenReadsFor({ type: 'chat.message', lobbyId: L, version }, me)).toEqual(['chat']);
    expect(screenReadsFor({ type: 'lobbies.changed', version }, me)).toEqual(['openLobbies']);
    expect(screenReadsFor({ type: 'user.notified', userId: 'me', version }, me)).toEqual(['notifications']);
  });

  it('reads everything on a resync and nothing on ready', () => {
    expect(screenReadsFor({ type: 'resync', version }, me)).toEqual(SCREEN_READS);
    expect(screenReadsFor({ type: 'ready', version }, me)).toEqual([]);
  });
});
