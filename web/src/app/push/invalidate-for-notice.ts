import type { StreamNotice } from '@kickchips/core';
import { partialMatchKey, type QueryFilters, type QueryKey } from '@tanstack/react-query';
import { gameKeys } from '../../features/betting';
import { chatKeys } from '../../features/chat';
import { lobbyKeys } from '../../features/lobbies';
import { notificationKeys } from '../../features/notifications';

const byKey = (queryKey: QueryKey): QueryFilters => ({ queryKey });

/** Everything of the game screen but its chat: details, bets, leaderboard, odds, standings, history… */
const gameButChat: QueryFilters = {
  queryKey: gameKeys.all,
  predicate: (query) => !partialMatchKey(query.queryKey, chatKeys.all),
};

/** Every query a notice can touch: what a resync or a dropped stream refetches. */
export const EVERYTHING_PUSHED: readonly QueryFilters[] = [
  byKey(gameKeys.all),
  byKey(lobbyKeys.all),
  byKey(lobbyKeys.playerMatches),
  byKey(notificationKeys.all),
];

/**
 * The queries a notice makes stale. The stream only carries notices of the lobby and match on
 * show, so a lobby or match notice refetches the whole game screen. The admin screens add their
 * own while they are mounted (`useAreaInvalidations`).
 */
export function invalidationsFor(notice: StreamNotice): readonly QueryFilters[] {
  switch (notice.type) {
    case 'lobby.changed':
      return [gameButChat];
    case 'chat.message':
      return [byKey(chatKeys.messages(notice.lobbyId))];
    case 'match.changed':
      return [gameButChat, byKey(lobbyKeys.playerMatches)];
    case 'match.event':
    case 'round.settled':
      return [gameButChat];
    case 'lobbies.changed':
      return [byKey(lobbyKeys.all)];
    case 'user.notified':
      return [byKey(notificationKeys.all)];
    case 'resync':
      return EVERYTHING_PUSHED;
    case 'ready':
      return [];
  }
}
