import type { LoginInput, SessionTokenData } from '@kickchips/core';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { refreshTokens, users } from '../../db/schema';
import { forbidden, unauthorized } from '../../http/http-error';
import type { TokenSigning } from './access-token';
import { clearAttempts, overLimit, THROTTLES, tooManyAttempts, uncountAttempt } from './attempt-throttle';
import { issueSession } from './issue-session';
import { hashPassword, verifyPassword } from './password-hash';

export const LOGIN_FAILED = 'Login unsuccessful, please check your details and try again.';
export const ACCOUNT_SUSPENDED = 'This account is suspended. Please contact the game admins.';

const dummyHashes = new Map<number, Promise<string>>();

/** A hash to check unknown emails against, so they take as long as a wrong password does. */
function dummyHash(log2Cost: number): Promise<string> {
  let hash = dummyHashes.get(log2Cost);
  if (!hash) {
    hash = hashPassword('not the password of anyone', log2Cost);
    dummyHashes.set(log2Cost, hash);
  }
  return hash;
}

export type LoginContext = TokenSigning & { ip: string; passwordHashLog2Cost: number };

/**
 * Signs a user in. Unknown email and wrong password get the same answer in the same time. Every
 * attempt counts against the account and the address before the password is checked; a success
 * takes its count back, so only failures add up to the limits.
 */
export async function logIn(
  db: Db,
  input: LoginInput,
  context: LoginContext,
  now = new Date(),
): Promise<SessionTokenData> {
  const email = input.email.toLowerCase();
  const accountOver = await overLimit(db, THROTTLES.loginAccount, email, now);
  const addressOver = await overLimit(db, THROTTLES.loginAddress, context.ip, now);
  if (accountOver || addressOver) throw tooManyAttempts();

  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      sessionVersion: users.sessionVersion,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)));
  const stored = user?.passwordHash ?? (await dummyHash(context.passwordHashLog2Cost));
  const matches = await verifyPassword(input.password, stored);
  if (!user || !matches) throw unauthorized(LOGIN_FAILED, 'auth/login_failed');
  // told only to whoever knows the password, so it gives nothing away about other accounts
  if (user.suspendedAt) throw forbidden(ACCOUNT_SUSPENDED, 'auth/suspended');

  return db.transaction(async (tx) => {
    await clearAttempts(tx, THROTTLES.loginAccount, email);
    await uncountAttempt(tx, THROTTLES.loginAddress, context.ip);
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
    // rotated tokens are kept until they expire to catch replays; after that they are litter
    await tx
      .delete(refreshTokens)
      .where(and(eq(refreshTokens.userId, user.id), lt(refreshTokens.expiresAt, now)));
    return issueSession(tx, context, user, undefined, now);
  });
}
