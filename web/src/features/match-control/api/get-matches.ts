import type { Match } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LIST_REFRESH_MS } from '../refresh-intervals';
import { matchControlKeys } from './match-control-keys';

/** GET admin/match: every match. */
export async function getMatches(): Promise<Match[]> {
  return (await api.get<Match[]>('/api/admin/match')).data;
}

export const matchesQueryOptions = queryOptions({
  queryKey: matchControlKeys.matches,
  queryFn: getMatches,
  refetchInterval: LIST_REFRESH_MS,
});

export function useMatches() {
  return useQuery(matchesQueryOptions);
}
