import type { SendChatOutput } from '@kickchips/core';
import { api } from '../../../lib/api-client';

/** POST app/chat/send. */
export async function sendChatMessage(lobbyId: string, message: string) {
  return (await api.post<SendChatOutput>('/api/app/chat/send', { lobbyId, message })).data.message;
}
