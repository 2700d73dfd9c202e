import type { ChatMessage } from '@kickchips/core';

/** Spec 9: cached chat expires after 5 minutes. */
export const CHAT_CACHE_TTL_MS = 300_000;

const keyOf = (lobbyId: string) => `kickchips.chat.${lobbyId}`;

export function readChatCache(lobbyId: string, now = Date.now()): ChatMessage[] | undefined {
  try {
    const raw = localStorage.getItem(keyOf(lobbyId));
    if (!raw) return undefined;
    const cached = JSON.parse(raw) as { savedAt?: number; messages?: ChatMessage[] };
    if (typeof cached.savedAt !== 'number' || now - cached.savedAt > CHAT_CACHE_TTL_MS) {
      localStorage.removeItem(keyOf(lobbyId));
      return undefined;
    }
    return Array.isArray(cached.messages) ? cached.messages : undefined;
  } catch {
    return undefined;
  }
}

export function writeChatCache(lobbyId: string, messages: ChatMessage[], now = Date.now()): void {
  try {
    localStorage.setItem(keyOf(lobbyId), JSON.stringify({ savedAt: now, messages }));
  } catch {
    // A full storage only costs the cache; the chat keeps working from the server.
  }
}

export function clearChatCache(lobbyId: string): void {
  localStorage.removeItem(keyOf(lobbyId));
}

/** Every lobby's cached chat: what one account read must not show to the next on this browser. */
export function clearChatCaches(): void {
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
  for (const key of keys) if (key?.startsWith(keyOf(''))) localStorage.removeItem(key);
}
