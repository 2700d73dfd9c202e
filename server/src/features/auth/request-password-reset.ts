import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import type { Mail } from '../mail';
import { overLimit, THROTTLES, tooManyAttempts } from './attempt-throttle';
import { passwordResetLink, passwordResetMail, RESET_TOKEN_MINUTES } from './password-reset-mail';
import { tokenHash } from './token-hash';

export const RESET_REQUESTED =
  'If an account exists for that email address, instructions to reset your password are on their way. The email should arrive within 5 minutes.';

/**
 * Starts a password reset: stores a new single-use token (hashed) and returns the mail to send,
 * or null for an unknown email. Both cases make a token, hash it and run the same one statement,
 * so the answer's timing does not tell whether the email has an account; the caller sends the
 * mail in the background for the same reason.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  context: { ip: string; publicUrl: string },
  now = new Date(),
): Promise<Mail | null> {
  const lowerEmail = email.toLowerCase();
  const accountOver = await overLimit(db, THROTTLES.resetAccount, lowerEmail, now);
  const addressOver = await overLimit(db, THROTTLES.resetAddress, context.ip, now);
  if (accountOver || addressOver) throw tooManyAttempts();

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000).toISOString();
  const result = await db.execute(sql`
    WITH target AS (
      SELECT id, name, email FROM users WHERE lower(email) = ${lowerEmail} AND deleted_at IS NULL
    ), created AS (
      INSERT INTO password_resets (user_id, token_hash, expires_at)
      SELECT id, ${tokenHash(token)}, ${expiresAt}::timestamptz FROM target
      RETURNING user_id
    )
    SELECT target.id, target.name, target.email FROM target JOIN created ON created.user_id = target.id
  `);
  const [user] = rowsOf<{ id: string; name: string; email: string }>(result);
  if (!user) return null;
  return passwordResetMail(user, passwordResetLink(context.publicUrl, token, user.id));
}
