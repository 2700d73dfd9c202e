import { describe, expect, it } from 'vitest';
import { noticeConcerns } from './notice-topics';

const L1 = 'lobby-1';
const M1 = 'match-1';

describe('noticeConcerns', () => {
  const lobbyStream = { lobbyId: L1, matchId: M1 };

  it('gives a lobby stream its lobby, its match and the open list', () => {
    expect(noticeConcerns(lobbyStream, { type: 'lobby.changed', lobbyId: L1 })).toBe(true);
    expect(noticeConcerns(lobbyStream, { type: 'chat.message', lobbyId: L1 })).toBe(true);
    const delta = { type: 'lobby.delta' as const, lobbyId: L1, bets: [], joined: [], left: [] };
    expect(noticeConcerns(lobbyStream, delta)).toBe(true);
    expect(noticeConcerns({}, delta)).toBe(false);
    expect(noticeConcerns(lobbyStream, { type: 'match.event', matchId: M1 })).toBe(true);
    expect(noticeConcerns(lobbyStream, { type: 'match.changed', matchId: M1 })).toBe(true);
    expect(noticeConcerns(lobbyStream, { type: 'round.settled', matchId: M1, roundId: 'r' })).toBe(true);
    expect(noticeConcerns(lobbyStream, { type: 'lobbies.changed' })).toBe(true);
  });

  it('keeps other lobbies and matches away', () => {
    expect(noticeConcerns(lobbyStream, { type: 'lobby.changed', lobbyId: 'lobby-2' })).toBe(false);
    expect(noticeConcerns(lobbyStream, { type: 'chat.message', lobbyId: 'lobby-2' })).toBe(false);
    expect(noticeConcerns(lobbyStream, { type: 'match.event', matchId: 'match-2' })).toBe(false);
    expect(noticeConcerns({}, { type: 'match.event', matchId: M1 })).toBe(false);
    expect(noticeConcerns({}, { type: 'lobby.changed', lobbyId: L1 })).toBe(false);
  });

  it('gives a stream without topics only the open list', () => {
    expect(noticeConcerns({}, { type: 'lobbies.changed' })).toBe(true);
  });
});
