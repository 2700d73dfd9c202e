import type { ChatMessage } from '@kickchips/core';

/** Messages from others newer than the last one the player saw on the chat screen. */
export function unreadCount(
  messages: readonly ChatMessage[],
  seenAt: string | null,
  userId: string | undefined,
) {
  const seen = seenAt === null ? Number.NEGATIVE_INFINITY : Date.parse(seenAt);
  return messages.filter((message) => message.user._id !== userId && Date.parse(message.createdAt) > seen)
    .length;
}
