import type { LeaderboardEntry } from '@kickchips/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys } from '../../betting';
import { pushAwarePoll } from '../../realtime';

/**
 * GET game/leaderboard/{lobbyId} (spec 7), polled every `intervalMs` (slower while push is up). Until it answers, the
 * leaderboard that came with the lobby details stands in, so the panel never starts empty.
 */
export function useLeaderboard(lobbyId: string, fromDetails: LeaderboardEntry[], intervalMs: number) {
  return useQuery({
    queryKey: gameKeys.leaderboard(lobbyId),
    queryFn: async ({ signal }) => {
      const { data } = await api.get<{ leaderboard: LeaderboardEntry[] }>(
        `/api/app/game/leaderboard/${encodeURIComponent(lobbyId)}`,
        signal,
      );
      return data.leaderboard;
    },
    placeholderData: fromDetails.length > 0 ? fromDetails : undefined,
    refetchInterval: () => pushAwarePoll(intervalMs),
  });
}
