import type { ChatMessage } from '@kickchips/core';

/** Known and new messages together, once each, oldest first, without those an admin removed. */
export function mergeMessages(
  known: readonly ChatMessage[],
  fresh: readonly ChatMessage[],
  removed: readonly string[] = [],
): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of [...known, ...fresh]) byId.set(message._id, message);
  for (const id of removed) byId.delete(id);
  return [...byId.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
