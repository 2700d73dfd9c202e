import type { FinalStandingsOutput } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys } from '../../betting';
import { pushAwarePoll } from '../../realtime';

/** Until the server has settled the last round and stored the standings, ask again this often. */
export const FINISHING_POLL_MS = 2000;

/** GET game/final-standings/{lobbyId}. */
export async function getFinalStandings(lobbyId: string, signal?: AbortSignal) {
  const url = `/api/app/game/final-standings/${encodeURIComponent(lobbyId)}`;
  return (await api.get<FinalStandingsOutput>(url, signal)).data;
}

/**
 * Polled until the lobby has finished, then kept. The lobby's finish is pushed, so the poll slows
 * while the stream is up.
 */
export const finalStandingsQueryOptions = (lobbyId: string) =>
  queryOptions({
    queryKey: gameKeys.finalStandings(lobbyId),
    queryFn: ({ signal }) => getFinalStandings(lobbyId, signal),
    refetchInterval: (query) => (query.state.data?.finished ? false : pushAwarePoll(FINISHING_POLL_MS)),
  });

export function useFinalStandings(lobbyId: string) {
  return useQuery(finalStandingsQueryOptions(lobbyId));
}
