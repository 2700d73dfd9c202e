import type { BetsOutput } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
export async function getCompetitorBets(lobbyId: string, userId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ lobbyId, includeAll: 'true' });
  const { data } = await api.get<BetsOutput>(`/api/app/user-bet/all?${query}`, signal);
  return data.bets.filter((bet) => bet.user._id !== userId);
}

export const competitorBetsQueryOptions = (lobbyId: string, userId: string) =>
  queryOptions({
    queryKey: gameKeys.competitorBets(lobbyId),
    queryFn: ({ signal }) => getCompetitorBets(lobbyId, userId, signal),
    refetchInterval: () => pushAwarePoll(COMPETITOR_BETS_POLL_MS),
  });

export function useCompetitorBets(lobbyId: string, userId: string) {
  return useQuery(competitorBetsQueryOptions(lobbyId, userId));
}
