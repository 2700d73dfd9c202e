import { CHAT_MESSAGES_LIMIT, type ChatMessage } from '@kickchips/core';
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chatMessages, users } from '../../db/schema';
import { displayUsername } from '../lobbies';

/**
 * A lobby's messages newer than `after` (ms), or the most recent ones without it: at most
 * CHAT_MESSAGES_LIMIT, the newest of them, returned oldest first.
 */
export async function listChatMessages(db: Db, lobbyId: string, after?: number): Promise<ChatMessage[]> {
  const rows = await db
    .select({
      id: chatMessages.id,
      message: chatMessages.message,
      createdAt: chatMessages.createdAt,
      userId: users.id,
      username: users.username,
      name: users.name,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(
      and(
        eq(chatMessages.lobbyId, lobbyId),
        isNull(chatMessages.removedAt),
        after === undefined ? undefined : gt(chatMessages.createdAt, new Date(after)),
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(CHAT_MESSAGES_LIMIT);
  return rows.reverse().map(toChatMessage);
}

/**
 * Ids of the lobby's messages an admin removed after `after` (ms): a reader that asks only for what
 * is newer drops them from what it already holds. A full read leaves them out anyway.
 */
export async function listRemovedMessageIds(db: Db, lobbyId: string, after?: number): Promise<string[]> {
  if (after === undefined) return [];
  const rows = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.lobbyId, lobbyId),
        isNotNull(chatMessages.removedAt),
        gt(chatMessages.removedAt, new Date(after)),
      ),
    )
    .limit(CHAT_MESSAGES_LIMIT);
  return rows.map((row) => row.id);
}

export function toChatMessage(row: {
  id: string;
  message: string;
  createdAt: Date;
  userId: string;
  username: string | null;
  name: string;
}): ChatMessage {
  return {
    _id: row.id,
    user: { _id: row.userId, username: displayUsername(row) },
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}
