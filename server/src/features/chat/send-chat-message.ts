import type { ChatMessage } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chatMessages, users } from '../../db/schema';
import { toChatMessage } from './list-chat-messages';

/**
 * Stores a message as typed (already trimmed and length-checked by core's schema). Nothing is
 * escaped here: it is plain text, and clients render it as text. Stamped with the server clock in
 * whole milliseconds, so that a client asking for messages after one it has seen gets it once.
 */
export async function sendChatMessage(
  db: Db,
  lobbyId: string,
  userId: string,
  message: string,
  now: Date,
): Promise<ChatMessage> {
  const [row] = await db
    .insert(chatMessages)
    .values({ lobbyId, userId, message, createdAt: now })
    .returning({ id: chatMessages.id, message: chatMessages.message, createdAt: chatMessages.createdAt });
  const [user] = await db
    .select({ username: users.username, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return toChatMessage({ ...row!, userId, username: user?.username ?? null, name: user?.name ?? '' });
}
