import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLog, users } from '../../db/schema';
import { badRequest, forbidden } from '../../http/http-error';
import { clearAttempts, overLimit, THROTTLES, tooManyAttempts } from './attempt-throttle';
import { verifyPassword } from './password-hash';

export const ADMIN_UNLOCK_MINUTES = 5;
export const WRONG_PASSWORD = 'That password is not correct.';

/**
 * The landing page's admin unlock box, a "sudo mode": a signed-in admin types their password
 * again. Wrong guesses count against the same limit as failed sign-ins of the account, so a
 * stolen access token cannot be used to guess the password.
 */
export async function unlockAdmin(db: Db, userId: string, password: string, now = new Date()) {
  const [admin] = await db
    .select({ email: users.email, passwordHash: users.passwordHash, isAdmin: users.isAdmin })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!admin?.isAdmin) throw forbidden();
  const email = admin.email.toLowerCase();
  if (await overLimit(db, THROTTLES.loginAccount, email, now)) throw tooManyAttempts();
  // 400, not 401: a mistyped password must not sign the admin out of the app
  if (!(await verifyPassword(password, admin.passwordHash))) {
    throw badRequest(WRONG_PASSWORD, 'auth/wrong_password');
  }
  await clearAttempts(db, THROTTLES.loginAccount, email);
  await db
    .insert(auditLog)
    .values({ actorId: userId, action: 'admin/unlock', entity: 'user', entityId: userId });
  return { unlockedUntil: new Date(now.getTime() + ADMIN_UNLOCK_MINUTES * 60_000).toISOString() };
}
