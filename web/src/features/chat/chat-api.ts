import type { ChatMessagesOutput, SendChatOutput } from '@kickchips/core';
import { api } from '../../lib/api-client';

export const chatApi = {
  messages: (lobbyId: string, since?: string) => {
    const query = new URLSearchParams({ lobbyId });
    if (since) query.set('t', since);
    return api.get<ChatMessagesOutput>(`/api/app/chat/messages?${query}`);
  },
  send: (lobbyId: string, message: string) =>
    api.post<SendChatOutput>('/api/app/chat/send', { lobbyId, message }),
};

export const chatQueryKey = (lobbyId: string) => ['game', 'chat', lobbyId] as const;
