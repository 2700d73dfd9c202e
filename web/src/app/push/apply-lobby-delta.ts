import {
  detailsWithDelta,
  type LeaderboardEntry,
  type LobbyDelta,
  type LobbyDetails,
  leaderboardWithDelta,
  type ScreenViewer,
} from '@kickchips/core';
import type { QueryClient } from '@tanstack/react-query';
import { gameKeys } from '../../features/betting';

/** The cached lobby details as the game screen keeps them (with the server clock's offset beside them). */
type CachedDetails = { details: LobbyDetails };

/**
 * Applies a lobby's delta to the cached details and leaderboard, with no request (core's
 * detailsWithDelta and leaderboardWithDelta). Answers whose screen it is (the details'
 * current user), or null when the lobby is not cached.
 */
export function applyLobbyDelta(queryClient: QueryClient, delta: LobbyDelta): ScreenViewer | null {
  const cached = queryClient.getQueryData<CachedDetails>(gameKeys.details(delta.lobbyId));
  const details = cached ? detailsWithDelta(cached.details, delta) : null;
  if (cached && details)
    queryClient.setQueryData<CachedDetails>(gameKeys.details(delta.lobbyId), { ...cached, details });
  const joinOrder = details?.users.map((row) => row.user._id) ?? [];
  queryClient.setQueryData<LeaderboardEntry[]>(gameKeys.leaderboard(delta.lobbyId), (entries) =>
    entries ? leaderboardWithDelta(entries, delta, joinOrder) : entries,
  );
  return details ? { userId: details.currentUser._id } : null;
}
