import type { JoinLobbyInput, LobbyRefOutput } from '@kickchips/core';
import { apiCall } from '../../../lib/api-client';

/**
 * POST app/game/join-lobby. Quiet: a 403 here is the lobby's answer (locked by its host, or you were
 * removed from it), a sentence the join screens show, not a page the app may not open.
 */
export async function joinLobby(input: JoinLobbyInput) {
  return (await apiCall<LobbyRefOutput | null>('/api/app/game/join-lobby', { body: input, quiet: true }))
    .data;
}
