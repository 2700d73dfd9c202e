import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { refreshTokens, users } from '../../db/schema';

/**
 * Ends every session of a user: revokes their refresh tokens and raises their session version,
 * which every access token carries, so tokens already handed out stop working too. Other server
 * instances notice within the auth hook's cache time; the caller clears this instance's entry
 * (`app.sessionStates.forget(userId)`). Call it inside the transaction that changes the password.
 */
export async function endUserSessions(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
