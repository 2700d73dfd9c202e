import type { StreamNotice } from '@kickchips/core';
import type { QueryClient, QueryFilters, QueryKey } from '@tanstack/react-query';

/** Everything of the game screen but its chat: details, bets, leaderboard, odds, standings, history… */
const gameButChat: QueryFilters = {
  predicate: (query) => query.queryKey[0] === 'game' && query.queryKey[1] !== 'chat',
};
const byKey = (queryKey: QueryKey): QueryFilters => ({ queryKey });

/** Every query a notice can touch: what a resync or a dropped stream refetches. */
export const EVERYTHING_PUSHED: QueryFilters[] = [
  byKey(['game']),
  byKey(['lobbies']),
  byKey(['matches']),
  byKey(['admin', 'realtime']),
  byKey(['admin', 'match']),
  byKey(['admin', 'matches']),
  byKey(['admin', 'match-event-types']),
];

/**
 * The queries a notice makes stale. The stream only carries notices of the lobby and match on
 * show, so a lobby or match notice refetches the whole game screen; admin match screens by match.
 */
export function invalidationsFor(notice: StreamNotice): QueryFilters[] {
  switch (notice.type) {
    case 'lobby.changed':
      return [gameButChat];
    case 'chat.message':
      return [byKey(['game', 'chat', notice.lobbyId])];
    case 'match.changed':
      return [
        gameButChat,
        byKey(['admin', 'realtime', 'matches']),
        byKey(['admin', 'realtime', 'match', notice.matchId]),
        byKey(['admin', 'matches']),
        byKey(['admin', 'match', notice.matchId]),
        byKey(['admin', 'match-event-types', notice.matchId]),
        byKey(['matches']),
      ];
    case 'match.event':
    case 'round.settled':
      return [
        gameButChat,
        byKey(['admin', 'realtime', 'match', notice.matchId]),
        byKey(['admin', 'match', notice.matchId]),
      ];
    case 'lobbies.changed':
      return [byKey(['lobbies'])];
    case 'resync':
      return EVERYTHING_PUSHED;
    case 'ready':
      return [];
  }
}

export function invalidateFor(queryClient: QueryClient, filters: readonly QueryFilters[]): void {
  for (const filter of filters) void queryClient.invalidateQueries(filter);
}
