import type { OpenLobbiesOutput } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pushAwarePoll } from '../../realtime';
import { lobbyKeys } from './lobby-keys';

/** Spec 9: the open list is polled every 10 s. */
const OPEN_LOBBIES_POLL_MS = 10_000;

/** GET app/lobby: the open public lobbies. */
export async function getOpenLobbies() {
  return (await api.get<OpenLobbiesOutput>('/api/app/lobby')).data.lobbies;
}

export const openLobbiesQueryOptions = queryOptions({
  queryKey: lobbyKeys.open,
  queryFn: getOpenLobbies,
  refetchInterval: () => pushAwarePoll(OPEN_LOBBIES_POLL_MS),
});

export function useOpenLobbies() {
  return useQuery(openLobbiesQueryOptions);
}
