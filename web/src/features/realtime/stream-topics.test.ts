import { describe, expect, it } from 'vitest';
import { matchKeys } from '../admin/matches/match-admin-api';
import { chatQueryKey } from '../chat/chat-api';
import { lobbyDetailsQueryKey } from '../game/game-query-key';
import { openLobbiesQueryKey } from '../lobbies/lobby-api';
import { matchControlKeys } from '../match-control/match-control-api';
import { sameTopics, streamTopicsOf } from './stream-topics';

const L = 'lobby-1';
const M = 'match-1';

describe('streamTopicsOf', () => {
  it('follows the lobby of the game screen or the chat', () => {
    expect(streamTopicsOf([openLobbiesQueryKey, lobbyDetailsQueryKey(L)])).toEqual({ lobbyId: L });
    expect(streamTopicsOf([chatQueryKey(L)])).toEqual({ lobbyId: L });
  });

  it('follows the match of an admin match screen', () => {
    expect(streamTopicsOf([matchControlKeys.matches, matchControlKeys.events(M)])).toEqual({ matchId: M });
    expect(streamTopicsOf([matchKeys.list, matchKeys.halves(M)])).toEqual({ matchId: M });
  });

  it('prefers a lobby, which brings its match along', () => {
    expect(streamTopicsOf([matchControlKeys.events(M), lobbyDetailsQueryKey(L)])).toEqual({ lobbyId: L });
  });

  it('follows nothing but the open list elsewhere', () => {
    expect(streamTopicsOf([openLobbiesQueryKey, matchKeys.list, ['game', 'user-bets', L]])).toEqual({});
    expect(streamTopicsOf([])).toEqual({});
  });

  it('compares topics by value', () => {
    expect(sameTopics({ lobbyId: L }, { lobbyId: L })).toBe(true);
    expect(sameTopics({ lobbyId: L }, { matchId: L })).toBe(false);
    expect(sameTopics({}, {})).toBe(true);
  });
});
