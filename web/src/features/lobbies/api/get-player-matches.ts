import type { FeedMatchesOutput, Match, RulesRound } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lobbyKeys } from './lobby-keys';

type FeedHalf = FeedMatchesOutput['matches'][number]['halves'][number];

/**
 * A match the CREATE GAME tab offers; the admin match shape (spec 3), with its halves for the
 * countdown and its rounds for the game settings dialog's rules text (GET /api/app/match sends them).
 */
export type PlayerMatch = Pick<
  Match,
  '_id' | 'homeTeam' | 'awayTeam' | 'status' | 'scheduledAt' | 'score'
> & {
  halves?: FeedHalf[];
  rounds?: RulesRound[];
  /** Whether the game prices the match itself: the rules text says how prices are made. */
  autoPricing?: boolean;
};

/** The matches, and the server clock's offset from this one (ms) for their countdowns. */
export type PlayerMatches = { matches: PlayerMatch[]; offsetMs: number };

/** GET /api/app/match: completed matches are left out. */
export async function getPlayerMatches(): Promise<PlayerMatches> {
  const { data } = await api.get<Partial<FeedMatchesOutput> | null>('/api/app/match');
  const serverTime = data?.serverTime ? Date.parse(data.serverTime) : Number.NaN;
  return {
    matches: (data?.matches ?? []).filter((match) => match.status !== 'completed'),
    offsetMs: Number.isNaN(serverTime) ? 0 : serverTime - Date.now(),
  };
}

export const playerMatchesQueryOptions = queryOptions({
  queryKey: lobbyKeys.playerMatches,
  queryFn: getPlayerMatches,
  refetchInterval: 30_000,
});

export function usePlayerMatches() {
  return useQuery(playerMatchesQueryOptions);
}
