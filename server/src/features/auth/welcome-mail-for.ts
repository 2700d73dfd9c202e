import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { passwordResets } from '../../db/schema';
import type { Mail } from '../mail';
import { passwordResetLink, WELCOME_TOKEN_DAYS, welcomeMail } from './password-reset-mail';
import { tokenHash } from './token-hash';

const MS_PER_DAY = 86_400_000;

/**
 * The mail that lets the owner of an account an admin made choose its first password: a reset token
 * (hashed, single use, as Forgot password makes) that lasts WELCOME_TOKEN_DAYS, and its link.
 */
export async function welcomeMailFor(
  db: Db,
  user: { id: string; name: string; email: string },
  publicUrl: string,
  now = new Date(),
): Promise<Mail> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: tokenHash(token),
    expiresAt: new Date(now.getTime() + WELCOME_TOKEN_DAYS * MS_PER_DAY),
  });
  return welcomeMail(user, passwordResetLink(publicUrl, token, user.id));
}
