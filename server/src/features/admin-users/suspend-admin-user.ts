import type { User } from '@kickchips/core';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import { writeAudit } from '../audit';
import { endUserSessions } from '../auth';
import { loadApiUser } from '../profile';

export const SUSPEND_SELF = "You can't suspend your own account";

/**
 * Suspends or restores an account (game-rules: moderation). Suspending ends every session at once:
 * refresh tokens are revoked and the session version raised, so access tokens already handed out
 * answer 401; sign-in is refused while the account is suspended. Doing it twice changes nothing.
 */
export async function setUserSuspended(
  db: Db,
  input: { id: string; suspended: boolean; actorId: string },
  forgetSession: (userId: string) => void,
): Promise<User> {
  const { id, suspended, actorId } = input;
  if (suspended && id === actorId) throw badRequest(SUSPEND_SELF, 'user/suspend_self');
  const now = new Date();
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .for('update');
    if (!target) throw notFound('User not found');
    const changed = await tx
      .update(users)
      .set({ suspendedAt: suspended ? now : null, updatedAt: now })
      .where(and(eq(users.id, id), suspended ? isNull(users.suspendedAt) : isNotNull(users.suspendedAt)))
      .returning({ id: users.id });
    if (changed.length === 0) return;
    if (suspended) await endUserSessions(tx as unknown as Db, id, now);
    await writeAudit(tx, {
      actorId,
      action: suspended ? 'suspend' : 'unsuspend',
      entity: 'user',
      entityId: id,
    });
  });
  forgetSession(id);
  return (await loadApiUser(db, id))!;
}
