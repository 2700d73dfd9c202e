import type { LobbyRefOutput } from '@kickchips/core';
import { api } from '../../../lib/api-client';

/** POST app/game/leave-lobby. */
export function leaveLobby(lobbyId: string) {
  return api.post<LobbyRefOutput>('/api/app/game/leave-lobby', { lobbyId });
}
