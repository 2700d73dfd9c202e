import type { AdminLobby } from '@kickchips/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * GET admin/lobby?page=&q=: a page of lobbies, newest first, private ones too; `q` searches every
 * lobby's code, host and teams on the server.
 */
export async function getAdminLobbies(page: number, q: string): Promise<AdminLobby[]> {
  const query = new URLSearchParams({ page: String(page), ...(q ? { q } : {}) });
  return (await api.get<AdminLobby[]>(`/api/admin/lobby?${query}`)).data;
}

export const adminLobbiesQueryOptions = (page: number, q = '') =>
  queryOptions({
    queryKey: adminKeys.lobbyPage(page, q),
    queryFn: () => getAdminLobbies(page, q),
    placeholderData: keepPreviousData,
  });

export function useAdminLobbies(page: number, q: string) {
  return useQuery(adminLobbiesQueryOptions(page, q));
}
