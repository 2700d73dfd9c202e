import type { FinalStandingsOutput } from '@kickchips/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys } from '../../betting';
import { pushAwarePoll } from '../../realtime';

/** Until the server has settled the last round and stored the standings, ask again this often. */
export const FINISHING_POLL_MS = 2000;

/**
 * GET game/final-standings/{lobbyId}: polled until the lobby has finished, then kept. The lobby's
 * finish is pushed, so the poll slows while the stream is up.
 */
export function useFinalStandings(lobbyId: string) {
  return useQuery({
    queryKey: gameKeys.finalStandings(lobbyId),
    queryFn: async ({ signal }) => {
      const { data } = await api.get<FinalStandingsOutput>(
        `/api/app/game/final-standings/${encodeURIComponent(lobbyId)}`,
        signal,
      );
      return data;
    },
    refetchInterval: (query) => (query.state.data?.finished ? false : pushAwarePoll(FINISHING_POLL_MS)),
  });
}
