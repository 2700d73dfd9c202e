import type { ChatMessage } from '@kickchips/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { pushAwarePoll } from '../realtime';
import { chatApi, chatQueryKey } from './chat-api';
import { readChatCache, writeChatCache } from './chat-cache';
import { mergeMessages } from './merge-messages';

/** Spec 9: chat is polled every 5 s. */
const CHAT_POLL_MS = 5000;

/**
 * The lobby's messages: started from the local cache, then only what is newer is asked for
 * every 5 s. `send` resolves false when the message did not go, so the caller can restore it.
 */
export function useChat(lobbyId: string) {
  const queryClient = useQueryClient();
  const key = chatQueryKey(lobbyId);
  const [sending, setSending] = useState(false);
  const messages = useQuery({
    queryKey: key,
    queryFn: async () => {
      const known = queryClient.getQueryData<ChatMessage[]>(key) ?? [];
      const { data } = await chatApi.messages(lobbyId, known.at(-1)?.createdAt);
      const merged = mergeMessages(known, data.messages);
      writeChatCache(lobbyId, merged);
      return merged;
    },
    initialData: () => readChatCache(lobbyId),
    initialDataUpdatedAt: 0,
    refetchInterval: () => pushAwarePoll(CHAT_POLL_MS),
  });

  const send = async (text: string): Promise<boolean> => {
    const message = text.trim();
    if (!message || sending) return false;
    setSending(true);
    try {
      const { data } = await chatApi.send(lobbyId, message);
      const merged = mergeMessages(queryClient.getQueryData<ChatMessage[]>(key) ?? [], [data.message]);
      queryClient.setQueryData(key, merged);
      writeChatCache(lobbyId, merged);
      return true;
    } catch {
      return false;
    } finally {
      setSending(false);
    }
  };

  return { messages, send, sending };
}
