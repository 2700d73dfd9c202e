import type { StreamNotice } from '@kickchips/core';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminKeys } from '../../features/admin';
import { gameKeys } from '../../features/betting';
import { chatKeys } from '../../features/chat';
import { lobbyKeys } from '../../features/lobbies';
import { matchControlKeys } from '../../features/match-control';
import { invalidationsFor } from './invalidate-for-notice';

const L = '11111111-1111-4111-8111-111111111111';
const M = '33333333-3333-4333-8333-333333333333';
const OTHER_M = '44444444-4444-4444-8444-444444444444';

/** The features' own query keys (imported, so a renamed key fails here), by name. */
const keys: Record<string, QueryKey> = {
  details: gameKeys.details(L),
  userBets: gameKeys.userBets(L),
  leaderboard: gameKeys.leaderboard(L),
  odds: gameKeys.odds(M),
  finalStandings: gameKeys.finalStandings(L),
  chat: chatKeys.messages(L),
  openLobbies: lobbyKeys.open,
  playerMatches: lobbyKeys.playerMatches,
  realtimeMatches: matchControlKeys.matches,
  realtimeHalves: matchControlKeys.halves(M),
  realtimeEvents: matchControlKeys.events(M),
  otherRealtimeEvents: matchControlKeys.events(OTHER_M),
  adminMatches: adminKeys.list('match'),
  adminMatch: adminKeys.matchDetail(M),
  adminRounds: adminKeys.rounds(M),
  adminEventTypes: adminKeys.matchEventTypes(M),
  profile: ['profile'],
};

/** The names of the queries a notice marks stale. */
async function staleAfter(notice: StreamNotice): Promise<string[]> {
  const client = new QueryClient();
  for (const key of Object.values(keys)) client.setQueryData(key, 'cached');
  for (const filter of invalidationsFor(notice)) void client.invalidateQueries(filter);
  await Promise.resolve();
  return Object.entries(keys)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

const GAME = ['details', 'finalStandings', 'leaderboard', 'odds', 'userBets'];

describe('the queries a notice invalidates', () => {
  it('lobby.changed: the whole game screen but its chat', async () => {
    expect(await staleAfter({ type: 'lobby.changed', lobbyId: L, version: 'a-1' })).toEqual(GAME);
  });

  it('chat.message: the lobby chat only', async () => {
    expect(await staleAfter({ type: 'chat.message', lobbyId: L, version: 'a-1' })).toEqual(['chat']);
  });

  it('match.event and round.settled: the game screen and the admin screens of that match', async () => {
    const expected = [
      ...GAME,
      'adminEventTypes',
      'adminMatch',
      'adminRounds',
      'realtimeEvents',
      'realtimeHalves',
    ].sort();
    expect(await staleAfter({ type: 'match.event', matchId: M, version: 'a-1' })).toEqual(expected);
    expect(await staleAfter({ type: 'round.settled', matchId: M, roundId: 'r', version: 'a-1' })).toEqual(
      expected,
    );
  });

  it('match.changed: also the match lists and the match event types', async () => {
    expect(await staleAfter({ type: 'match.changed', matchId: M, version: 'a-1' })).toEqual(
      [
        ...GAME,
        'adminEventTypes',
        'adminMatch',
        'adminMatches',
        'adminRounds',
        'playerMatches',
        'realtimeEvents',
        'realtimeHalves',
        'realtimeMatches',
      ].sort(),
    );
  });

  it('lobbies.changed: the open lobby list', async () => {
    expect(await staleAfter({ type: 'lobbies.changed', version: 'a-1' })).toEqual(['openLobbies']);
  });

  it('resync: everything a notice can touch, nothing else', async () => {
    const all = Object.keys(keys)
      .filter((name) => name !== 'profile')
      .sort();
    expect(await staleAfter({ type: 'resync', version: 'a-1' })).toEqual(all);
  });

  it('ready: nothing', async () => {
    expect(await staleAfter({ type: 'ready', version: 'a-1' })).toEqual([]);
  });
});
