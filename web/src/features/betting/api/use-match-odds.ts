import type { feedOddsOutputSchema } from '@kickchips/core';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

export type MatchOdd = z.infer<typeof feedOddsOutputSchema>['odds'][number];

/**
 * GET odds/match/{matchId} (spec 7): every 5 s before kick-off, every 15 s after. Not slowed while
 * the push stream is up: an admin's odds edit sends no notice.
 */
export function useMatchOdds(matchId: string, preMatch: boolean) {
  return useQuery({
    queryKey: gameKeys.odds(matchId),
    queryFn: async ({ signal }) => {
      const { data } = await api.get<{ odds: MatchOdd[] }>(
        `/api/app/odds/match/${encodeURIComponent(matchId)}`,
        signal,
      );
      return data.odds;
    },
    refetchInterval: preMatch ? 5000 : 15_000,
  });
}
