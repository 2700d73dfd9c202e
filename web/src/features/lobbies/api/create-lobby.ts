import type { CreateLobbyInput, LobbyRefOutput } from '@kickchips/core';
import { api } from '../../../lib/api-client';

/** POST app/game/create-lobby. */
export async function createLobby(input: CreateLobbyInput) {
  return (await api.post<Partial<LobbyRefOutput> | null>('/api/app/game/create-lobby', input)).data;
}
