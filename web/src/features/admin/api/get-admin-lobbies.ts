import type { AdminLobby } from '@kickchips/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET admin/lobby?page=: a page of lobbies, newest first, private ones too. */
export async function getAdminLobbies(page: number): Promise<AdminLobby[]> {
  return (await api.get<AdminLobby[]>(`/api/admin/lobby?page=${page}`)).data;
}

export const adminLobbiesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.lobbyPage(page),
    queryFn: () => getAdminLobbies(page),
    placeholderData: keepPreviousData,
  });

export function useAdminLobbies(page: number) {
  return useQuery(adminLobbiesQueryOptions(page));
}
