import type { StreamNotice } from '@kickchips/core';
import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { gameKeys } from '../../features/betting';
import { chatKeys } from '../../features/chat';
import { lobbyKeys } from '../../features/lobbies';
import { staleAfter } from '../../test/stale-after';
import { invalidationsFor } from './invalidate-for-notice';

const L = '11111111-1111-4111-8111-111111111111';
const M = '33333333-3333-4333-8333-333333333333';

/** The features' own query keys (imported, so a renamed key fails here), by name. */
const keys: Record<string, QueryKey> = {
  details: gameKeys.details(L),
  userBets: gameKeys.userBets(L),
  leaderboard: gameKeys.leaderboard(L),
  odds: gameKeys.odds(M),
  statistics: gameKeys.eventStatistics(M),
  liveFeed: gameKeys.liveFeed(L),
  finalStandings: gameKeys.finalStandings(L),
  chat: chatKeys.messages(L),
  openLobbies: lobbyKeys.open,
  playerMatches: lobbyKeys.playerMatches,
  profile: ['profile'],
};

const ME = 'me';
const stale = (notice: StreamNotice) => staleAfter(keys, (n) => invalidationsFor(n, { userId: ME }), notice);

const GAME = ['details', 'finalStandings', 'leaderboard', 'liveFeed', 'odds', 'statistics', 'userBets'];

describe('the queries a notice invalidates', () => {
  it('lobby.changed: the whole game screen but its chat', async () => {
    expect(await stale({ type: 'lobby.changed', lobbyId: L, version: 'a-1' })).toEqual(GAME);
  });

  it("lobby.delta: nothing, but the bettor's own bets on the bettor's screen", async () => {
    const delta = {
      type: 'lobby.delta' as const,
      lobbyId: L,
      roundId: 'r',
      joined: [],
      left: [],
      version: 'a-1',
    };
    const bet = (userId: string) => ({ userId, chips: 90, inPlay: 10, betsPlaced: 1 });
    expect(await stale({ ...delta, bets: [bet('other')], left: ['gone'] })).toEqual([]);
    expect(await stale({ ...delta, bets: [bet('other'), bet(ME)] })).toEqual(['userBets']);
    expect(await stale({ ...delta, bets: [], left: [ME] })).toEqual(['details']);
  });

  it('chat.message: the lobby chat only', async () => {
    expect(await stale({ type: 'chat.message', lobbyId: L, version: 'a-1' })).toEqual(['chat']);
  });

  it('match.event: the score, the counts and the feed', async () => {
    expect(await stale({ type: 'match.event', matchId: M, version: 'a-1' })).toEqual([
      'details',
      'liveFeed',
      'statistics',
    ]);
  });

  it('round.settled: the game screen', async () => {
    expect(await stale({ type: 'round.settled', matchId: M, roundId: 'r', version: 'a-1' })).toEqual(GAME);
  });

  it('match.changed: also the list of matches to play', async () => {
    expect(await stale({ type: 'match.changed', matchId: M, version: 'a-1' })).toEqual(
      [...GAME, 'playerMatches'].sort(),
    );
  });

  it('lobbies.changed: the open lobby list', async () => {
    expect(await stale({ type: 'lobbies.changed', version: 'a-1' })).toEqual(['openLobbies']);
  });

  it('resync: everything a notice can touch, nothing else', async () => {
    const all = Object.keys(keys)
      .filter((name) => name !== 'profile')
      .sort();
    expect(await stale({ type: 'resync', version: 'a-1' })).toEqual(all);
  });

  it('ready: nothing', async () => {
    expect(await stale({ type: 'ready', version: 'a-1' })).toEqual([]);
  });
});
