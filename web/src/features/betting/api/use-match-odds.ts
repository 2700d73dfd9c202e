import type { feedOddsOutputSchema } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

export type MatchOdd = z.infer<typeof feedOddsOutputSchema>['odds'][number];

/** GET odds/match/{matchId} (spec 7). */
export async function getMatchOdds(matchId: string, signal?: AbortSignal): Promise<MatchOdd[]> {
  const url = `/api/app/odds/match/${encodeURIComponent(matchId)}`;
  return (await api.get<{ odds: MatchOdd[] }>(url, signal)).data.odds;
}

/**
 * Every 5 s before kick-off, every 15 s after. Not slowed while the push stream is up: an admin's
 * odds edit sends no notice.
 */
export const matchOddsQueryOptions = (matchId: string, preMatch: boolean) =>
  queryOptions({
    queryKey: gameKeys.odds(matchId),
    queryFn: ({ signal }) => getMatchOdds(matchId, signal),
    refetchInterval: preMatch ? 5000 : 15_000,
  });

export function useMatchOdds(matchId: string, preMatch: boolean) {
  return useQuery(matchOddsQueryOptions(matchId, preMatch));
}
