import type { ChatMessage } from '@kickchips/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { pushAwarePoll } from '../../realtime';
import { readChatCache, writeChatCache } from '../chat-cache';
import { mergeMessages } from '../merge-messages';
import { chatKeys } from './chat-keys';
import { getChatMessages } from './get-chat-messages';
import { sendChatMessage } from './send-chat-message';

/** Spec 9: chat is polled every 5 s. */
const CHAT_POLL_MS = 5000;

/**
 * The lobby's messages: started from the local cache, then only what is newer is asked for
 * every 5 s. `send` resolves false when the message did not go, so the caller can restore it.
 */
export function useChat(lobbyId: string) {
  const queryClient = useQueryClient();
  const key = chatKeys.messages(lobbyId);
  const [sending, setSending] = useState(false);
  const messages = useQuery({
    queryKey: key,
    queryFn: async () => {
      const known = queryClient.getQueryData<ChatMessage[]>(key) ?? [];
      const { messages: fresh, removed } = await getChatMessages(lobbyId, known.at(-1)?.createdAt);
      const merged = mergeMessages(known, fresh, removed);
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
      const sent = await sendChatMessage(lobbyId, message);
      const merged = mergeMessages(queryClient.getQueryData<ChatMessage[]>(key) ?? [], [sent]);
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
