import type { UserResultsOutput } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const userResultsKeys = { all: ['user-results'] as const };

/** GET app/user-results: the caller's finished games. */
export async function getUserResults(signal?: AbortSignal) {
  return (await api.get<UserResultsOutput>('/api/app/user-results', signal)).data.results;
}

export const userResultsQueryOptions = queryOptions({
  queryKey: userResultsKeys.all,
  queryFn: ({ signal }) => getUserResults(signal),
});

export function useUserResults() {
  return useQuery(userResultsQueryOptions);
}
