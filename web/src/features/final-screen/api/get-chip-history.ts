import type { ChipHistoryOutput } from '@kickchips/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';
import { gameKeys } from '../../betting';
import { pushAwarePoll } from '../../realtime';
import { FINISHING_POLL_MS } from './get-final-standings';

/**
 * GET game/chip-history/{lobbyId}: each player's chips round by round. Waits until it is known
 * whether the game has finished (`finished` undefined); polled while it is still finishing, and
 * read once more the moment it has finished, for the last round.
 */
export function useChipHistory(lobbyId: string, finished: boolean | undefined) {
  const query = useQuery({
    queryKey: gameKeys.chipHistory(lobbyId),
    queryFn: async ({ signal }) => {
      const { data } = await api.get<ChipHistoryOutput>(
        `/api/app/game/chip-history/${encodeURIComponent(lobbyId)}`,
        signal,
      );
      return data;
    },
    enabled: finished !== undefined,
    refetchInterval: () => (finished === false ? pushAwarePoll(FINISHING_POLL_MS) : false),
  });
  const wasFinishing = useRef(false);
  const { refetch } = query;
  useEffect(() => {
    if (finished === false) wasFinishing.current = true;
    if (finished && wasFinishing.current) {
      wasFinishing.current = false;
      void refetch();
    }
  }, [finished, refetch]);
  return query;
}
