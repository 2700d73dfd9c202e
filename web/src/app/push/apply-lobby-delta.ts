import {
  detailsWithDelta,
  type LeaderboardEntry,
  type LobbyDelta,
  type LobbyDetails,
  leaderboardWithDelta,
  type ScreenViewer,
  type UserBetsOutput,
} from '@kickchips/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { gameKeys } from '../../features/betting';

/** The cached lobby details as the game screen keeps them (with the server clock's offset beside them). */
type CachedDetails = { details: LobbyDetails };

export type AppliedDelta = {
  /**
   * Whose screen it is (the details' current user) and the rounds its own bets already show; null
   * when the lobby is not cached.
   */
  viewer: ScreenViewer | null;
  /** Queries that were being fetched: their answer may have been read before the change, so read them again. */
  readAgain: QueryKey[];
};

/**
 * Applies a lobby's delta to the cached details and leaderboard, with no request (core's
 * detailsWithDelta and leaderboardWithDelta).
 */
export function applyLobbyDelta(queryClient: QueryClient, delta: LobbyDelta): AppliedDelta {
  const keys = [gameKeys.details(delta.lobbyId), gameKeys.leaderboard(delta.lobbyId)];
  const readAgain = keys.filter((queryKey) => queryClient.isFetching({ queryKey, exact: true }) > 0);
  const cached = queryClient.getQueryData<CachedDetails>(gameKeys.details(delta.lobbyId));
  const details = cached ? detailsWithDelta(cached.details, delta) : null;
  if (cached && details)
    queryClient.setQueryData<CachedDetails>(gameKeys.details(delta.lobbyId), { ...cached, details });
  const joinOrder = details?.users.map((row) => row.user._id) ?? [];
  queryClient.setQueryData<LeaderboardEntry[]>(gameKeys.leaderboard(delta.lobbyId), (entries) =>
    entries ? leaderboardWithDelta(entries, delta, joinOrder) : entries,
  );
  return {
    viewer: details ? viewerOf(queryClient, delta.lobbyId, details.currentUser._id) : null,
    readAgain,
  };
}

function viewerOf(queryClient: QueryClient, lobbyId: string, userId: string): ScreenViewer {
  const own = queryClient.getQueryData<UserBetsOutput>(gameKeys.userBets(lobbyId));
  const ownBetRoundIds = (own?.bets ?? []).flatMap((bet) =>
    bet.user._id === userId ? [bet.matchRound._id] : [],
  );
  return { userId, ownBetRoundIds };
}
