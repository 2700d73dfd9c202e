import type { LeaderboardEntry } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys } from '../../betting';
import { pushAwarePoll } from '../../realtime';

/** GET game/leaderboard/{lobbyId} (spec 7). */
export async function getLeaderboard(lobbyId: string, signal?: AbortSignal) {
  const url = `/api/app/game/leaderboard/${encodeURIComponent(lobbyId)}`;
  return (await api.get<{ leaderboard: LeaderboardEntry[] }>(url, signal)).data.leaderboard;
}

/**
 * Polled every `intervalMs` (slower while push is up). Until it answers, the leaderboard that came
 * with the lobby details stands in, so the panel never starts empty.
 */
export const leaderboardQueryOptions = (
  lobbyId: string,
  fromDetails: LeaderboardEntry[],
  intervalMs: number,
) =>
  queryOptions({
    queryKey: gameKeys.leaderboard(lobbyId),
    queryFn: ({ signal }) => getLeaderboard(lobbyId, signal),
    placeholderData: fromDetails.length > 0 ? fromDetails : undefined,
    refetchInterval: () => pushAwarePoll(intervalMs),
  });

export function useLeaderboard(lobbyId: string, fromDetails: LeaderboardEntry[], intervalMs: number) {
  return useQuery(leaderboardQueryOptions(lobbyId, fromDetails, intervalMs));
}
