import type { CreateLobbyInput, LobbyRefOutput } from '@kickchips/core';
import { apiCall } from '../../../lib/api-client';

/**
 * POST app/game/create-lobby. Quiet: its one 403 is a league the player is no longer in, a
 * sentence the settings dialog shows, not a page the app may not open.
 */
export async function createLobby(input: CreateLobbyInput) {
  return (
    await apiCall<Partial<LobbyRefOutput> | null>('/api/app/game/create-lobby', {
      method: 'POST',
      body: input,
      quiet: true,
    })
  ).data;
}
