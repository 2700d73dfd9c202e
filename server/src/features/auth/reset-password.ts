import type { ResetPasswordInput } from '@kickchips/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { passwordResets, users } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { clearAttempts, THROTTLES } from './attempt-throttle';
import { endUserSessions } from './end-user-sessions';
import { hashPassword } from './password-hash';
import { tokenHash } from './token-hash';

export const RESET_LINK_INVALID =
  'This password reset link is invalid or has expired. Please request a new one.';

const invalidLink = () => badRequest(RESET_LINK_INVALID, 'auth/reset_link_invalid');

/**
 * Sets a new password with a reset token: once per token, before it expires. The user's other
 * reset links die with it, every session of theirs ends, and their failed sign-ins are forgotten
 * (they just proved they own the email). Returns the user's id.
 */
export async function resetPassword(
  db: Db,
  input: ResetPasswordInput,
  passwordHashLog2Cost: number,
  now = new Date(),
): Promise<string> {
  const hash = tokenHash(input.token);
  const usable = and(
    eq(passwordResets.tokenHash, hash),
    eq(passwordResets.userId, input.id),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );
  // looked up before the slow hash, so bogus tokens cost the server next to nothing
  const [found] = await db.select({ id: passwordResets.id }).from(passwordResets).where(usable);
  if (!found) throw invalidLink();
  const passwordHash = await hashPassword(input.password, passwordHashLog2Cost);

  const email = await db.transaction(async (tx) => {
    const [claimed] = await tx.update(passwordResets).set({ usedAt: now }).where(usable).returning();
    if (!claimed) throw invalidLink();
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, input.id), isNull(passwordResets.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, input.id), isNull(users.deletedAt)))
      .returning({ email: users.email });
    if (!user) throw invalidLink();
    await endUserSessions(tx, input.id, now);
    return user.email;
  });
  await clearAttempts(db, THROTTLES.loginAccount, email.toLowerCase());
  return input.id;
}
