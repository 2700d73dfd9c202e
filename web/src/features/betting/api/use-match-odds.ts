import type { feedOddsOutputSchema } from '@kickchips/core';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

type MatchOddsOutput = z.infer<typeof feedOddsOutputSchema>;
export type MatchOdd = MatchOddsOutput['odds'][number];

/** GET odds/match/{matchId} (spec 7): the odds and the match's event-type order. */
export async function getMatchOdds(matchId: string, signal?: AbortSignal): Promise<MatchOddsOutput> {
  const url = `/api/app/odds/match/${encodeURIComponent(matchId)}`;
  return (await api.get<MatchOddsOutput>(url, signal)).data;
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

/**
 * Shows a line's new price at once, the price the server named when it refused a bet because the
 * line had moved (game-rules 20): the slip's payout and its next confirm follow it.
 */
export function showNewPrice(queryClient: QueryClient, matchId: string, oddsId: string, odds: number) {
  queryClient.setQueryData<MatchOddsOutput>(gameKeys.odds(matchId), (output) =>
    output
      ? { ...output, odds: output.odds.map((odd) => (odd._id === oddsId ? { ...odd, odds } : odd)) }
      : output,
  );
}

const oddsOf = (output: MatchOddsOutput) => output.odds;
const orderOf = (output: MatchOddsOutput) => output.eventTypeOrder;

export function useMatchOdds(matchId: string, preMatch: boolean) {
  return useQuery({ ...matchOddsQueryOptions(matchId, preMatch), select: oddsOf });
}

/** The match's event types in the order the admin set, from the same read as its odds. */
export function useEventTypeOrder(matchId: string, preMatch: boolean): readonly string[] {
  return useQuery({ ...matchOddsQueryOptions(matchId, preMatch), select: orderOf }).data ?? [];
}
