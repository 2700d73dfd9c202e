import { describe, expect, it } from 'vitest';
import { lobbyScopeOf } from './lobby-scope';

describe('lobbyScopeOf', () => {
  it('finds the lobby of a membership read, in the path or the query', () => {
    expect(lobbyScopeOf('/api/app/game/lobby-details/a%2Fb')).toEqual({ lobbyId: 'a/b', membership: true });
    expect(lobbyScopeOf('/api/app/game/leaderboard/l1')).toEqual({ lobbyId: 'l1', membership: true });
    expect(lobbyScopeOf('/api/app/user-bet/all?lobbyId=l1&includeAll=true')).toEqual({
      lobbyId: 'l1',
      membership: true,
    });
    expect(lobbyScopeOf('/api/app/game/cards?lobbyId=l1')).toEqual({ lobbyId: 'l1', membership: true });
  });

  it('marks chat reads as lobby reads that do not speak for membership', () => {
    expect(lobbyScopeOf('/api/app/chat/messages?lobbyId=l1&t=x')).toEqual({
      lobbyId: 'l1',
      membership: false,
    });
  });

  it('leaves every other call alone', () => {
    expect(lobbyScopeOf('/api/app/lobby')).toBeNull();
    expect(lobbyScopeOf('/api/admin/lobby/l1')).toBeNull();
    expect(lobbyScopeOf('/api/app/game/lobby-by-code/ABC234')).toBeNull();
    expect(lobbyScopeOf('/api/app/user-bet/all')).toBeNull();
  });
});
