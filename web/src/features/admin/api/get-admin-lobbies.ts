import type { AdminLobby } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET admin/lobby: the newest lobbies, private ones too. */
export async function getAdminLobbies(): Promise<AdminLobby[]> {
  return (await api.get<AdminLobby[]>('/api/admin/lobby')).data;
}

export const adminLobbiesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.lobbies, queryFn: getAdminLobbies });

export function useAdminLobbies() {
  return useQuery(adminLobbiesQueryOptions());
}
