import type { NoticeTopics } from '@kickchips/core';
import type { QueryKey } from '@tanstack/react-query';

const LOBBY_SCREENS = new Set(['details', 'chat']);

/**
 * What the screens on show are about, read from their active query keys: the lobby of the game
 * screen or chat (`['game', 'details' | 'chat', lobbyId]`), else the match of an admin match
 * screen (`['admin', 'realtime', 'match', matchId, …]` or `['admin', 'match', matchId, …]`). A
 * lobby wins: its stream carries its match's notices too.
 */
export function streamTopicsOf(activeKeys: readonly QueryKey[]): NoticeTopics {
  let matchId: string | undefined;
  for (const key of activeKeys) {
    const [root, kind, id, fourth] = key;
    if (root === 'game' && typeof kind === 'string' && LOBBY_SCREENS.has(kind) && typeof id === 'string') {
      return { lobbyId: id };
    }
    if (root !== 'admin' || matchId !== undefined) continue;
    if (kind === 'match' && typeof id === 'string') matchId = id;
    if (kind === 'realtime' && id === 'match' && typeof fourth === 'string') matchId = fourth;
  }
  return matchId === undefined ? {} : { matchId };
}

export function sameTopics(a: NoticeTopics, b: NoticeTopics): boolean {
  return a.lobbyId === b.lobbyId && a.matchId === b.matchId;
}
