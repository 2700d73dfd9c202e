import type { AdminLobbyDetail } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET admin/lobby/:id: settings, members with chips and ledger sums, every bet, the whole chat. */
export async function getAdminLobby(lobbyId: string): Promise<AdminLobbyDetail> {
  return (await api.get<AdminLobbyDetail>(`/api/admin/lobby/${lobbyId}`)).data;
}

export const adminLobbyQueryOptions = (lobbyId: string) =>
  queryOptions({ queryKey: adminKeys.lobby(lobbyId), queryFn: () => getAdminLobby(lobbyId) });

export function useAdminLobby(lobbyId: string) {
  return useQuery(adminLobbyQueryOptions(lobbyId));
}
