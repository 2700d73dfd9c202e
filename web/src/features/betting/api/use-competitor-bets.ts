import type { BetsOutput } from '@kickchips/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pushAwarePoll } from '../../realtime';
import { gameKeys } from './game-keys';

/** Other players' bets change only when a round starts or a bet is placed, and push says so. */
const COMPETITOR_BETS_POLL_MS = 10_000;

/**
 * The other players' bets of every round that has started: GET user-bet/all with includeAll, less
 * the caller's own. (game/competitor-bets/{roundId} needs a round id, and the lobby details list
 * no finished round, so the last round cannot be named during a break.) The server leaves out the
 * round still taking bets, and all of them in a blind lobby (where the tab is not shown).
 */
export function useCompetitorBets(lobbyId: string, userId: string) {
  return useQuery({
    queryKey: gameKeys.competitorBets(lobbyId),
    queryFn: async ({ signal }) => {
      const { data } = await api.get<BetsOutput>(
        `/api/app/user-bet/all?${new URLSearchParams({ lobbyId, includeAll: 'true' })}`,
        signal,
      );
      return data.bets.filter((bet) => bet.user._id !== userId);
    },
    refetchInterval: () => pushAwarePoll(COMPETITOR_BETS_POLL_MS),
  });
}
