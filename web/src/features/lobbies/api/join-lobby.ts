import type { JoinLobbyInput, LobbyRefOutput } from '@kickchips/core';
import { api } from '../../../lib/api-client';

/** POST app/game/join-lobby. */
export async function joinLobby(input: JoinLobbyInput) {
  return (await api.post<LobbyRefOutput | null>('/api/app/game/join-lobby', input)).data;
}
