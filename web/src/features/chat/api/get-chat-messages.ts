import type { ChatMessagesOutput } from '@kickchips/core';
import { api } from '../../../lib/api-client';

/**
 * GET app/chat/messages?lobbyId[&t]: the lobby's messages, or only those after `since` with the ids
 * of messages an admin removed since then.
 */
export async function getChatMessages(lobbyId: string, since?: string) {
  const query = new URLSearchParams({ lobbyId });
  if (since) query.set('t', since);
  const { messages, removed = [] } = (await api.get<ChatMessagesOutput>(`/api/app/chat/messages?${query}`))
    .data;
  return { messages, removed };
}
