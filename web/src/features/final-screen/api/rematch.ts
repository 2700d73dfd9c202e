import type { LobbyRefOutput, RematchInput } from '@kickchips/core';
import { apiCall } from '../../../lib/api-client';

/** POST game/rematch. Quiet: a refusal is the server's sentence, shown beside the offer. */
export async function rematch(input: RematchInput) {
  return (await apiCall<LobbyRefOutput>('/api/app/game/rematch', { body: input, quiet: true })).data;
}
