import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chatMessages } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { writeAudit } from '../audit';

/**
 * An admin removes a chat message: players no longer read it, and readers that hold it drop it on
 * their next read. The text stays for the admin's lobby screen and the audit log. Returns the
 * message's lobby, for the push notice; removing it twice changes nothing.
 */
export async function removeChatMessage(
  db: Db,
  messageId: string,
  actorId: string,
  now: Date,
): Promise<{ lobbyId: string }> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select({ lobbyId: chatMessages.lobbyId, userId: chatMessages.userId, message: chatMessages.message })
      .from(chatMessages)
      .where(eq(chatMessages.id, messageId))
      .for('update');
    if (!message) throw notFound('Message not found');
    const removed = await tx
      .update(chatMessages)
      .set({ removedAt: now })
      .where(and(eq(chatMessages.id, messageId), isNull(chatMessages.removedAt)))
      .returning({ id: chatMessages.id });
    if (removed.length > 0) {
      await writeAudit(tx, {
        actorId,
        action: 'remove',
        entity: 'chat-message',
        entityId: messageId,
        detail: { lobbyId: message.lobbyId, userId: message.userId, message: message.message },
      });
    }
    return { lobbyId: message.lobbyId };
  });
}
