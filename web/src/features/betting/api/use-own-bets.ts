import type { UserBetsOutput } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pushAwarePoll } from '../../realtime';
import { gameKeys } from './game-keys';

type OwnBetsOptions = {
  enabled?: boolean;
  /** The spec's polling pace; without it the bets are read once and when a change invalidates them. */
  intervalMs?: number;
};

/** GET user-bet/all?lobbyId (spec 7): the caller's own bets in the lobby. */
export async function getOwnBets(lobbyId: string, signal?: AbortSignal) {
  return (await api.get<UserBetsOutput>(`/api/app/user-bet/all?${new URLSearchParams({ lobbyId })}`, signal))
    .data;
}

/**
 * For the quick-bet panel (the rounds that already have one), the My Bets cards and the
 * transition; one cache entry.
 */
export const ownBetsQueryOptions = (lobbyId: string, { enabled = true, intervalMs }: OwnBetsOptions = {}) =>
  queryOptions({
    queryKey: gameKeys.userBets(lobbyId),
    queryFn: ({ signal }) => getOwnBets(lobbyId, signal),
    enabled,
    refetchInterval: intervalMs === undefined ? false : () => pushAwarePoll(intervalMs),
  });

export function useOwnBets(lobbyId: string, options?: OwnBetsOptions) {
  return useQuery(ownBetsQueryOptions(lobbyId, options));
}
