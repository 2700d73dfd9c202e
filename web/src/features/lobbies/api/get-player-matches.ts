import type { Match, RulesRound } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lobbyKeys } from './lobby-keys';

/**
 * A match the CREATE GAME tab offers; the admin match shape (spec 3), with its rounds for the game
 * settings dialog's rules text (GET /api/app/match sends them).
 */
export type PlayerMatch = Pick<Match, '_id' | 'homeTeam' | 'awayTeam' | 'status' | 'scheduledAt'> & {
  rounds?: RulesRound[];
};

/** GET /api/app/match: the answer is the list itself or `{ matches }`; completed matches are left out. */
export async function getPlayerMatches(): Promise<PlayerMatch[]> {
  const { data } = await api.get<PlayerMatch[] | { matches: PlayerMatch[] }>('/api/app/match');
  const list = Array.isArray(data) ? data : (data?.matches ?? []);
  return list.filter((match) => match.status !== 'completed');
}

export const playerMatchesQueryOptions = queryOptions({
  queryKey: lobbyKeys.playerMatches,
  queryFn: getPlayerMatches,
  refetchInterval: 30_000,
});

export function usePlayerMatches() {
  return useQuery(playerMatchesQueryOptions);
}
