import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isForeignKeyViolation } from '../../db/pg-error';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { writeAudit } from '../audit';
import { endUserSessions } from '../auth';

/**
 * Deletes a user. One who played (lobbies, bets, chips, chat point at them) is kept as an
 * anonymous 'Deleted user' instead: their personal data goes, their sessions end, and the games
 * they were part of keep their history. An admin cannot delete themselves.
 */
export async function deleteAdminUser(
  db: Db,
  id: string,
  actorId: string | null,
  forgetSession: (userId: string) => void,
): Promise<void> {
  if (id === actorId) throw conflict("You can't delete your own account");
  const [target] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!target) throw notFound('User not found');
  try {
    await db.delete(users).where(eq(users.id, id));
    await writeAudit(db, { actorId, action: 'delete', entity: 'user', entityId: id });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          name: 'Deleted user',
          email: `deleted-${id}@deleted.invalid`,
          username: null,
          passwordHash: '!',
          profileImageKey: null,
          selectedAvatarId: null,
          isAdmin: false,
          role: 'player',
          deletedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
      await endUserSessions(tx as unknown as Db, id);
      await writeAudit(tx, { actorId, action: 'soft-delete', entity: 'user', entityId: id });
    });
  }
  forgetSession(id);
}
