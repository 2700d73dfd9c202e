import type { RegisterInput, SessionTokenData } from '@kickchips/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { users } from '../../db/schema';
import { conflict } from '../../http/http-error';
import type { TokenSigning } from './access-token';
import { issueSession } from './issue-session';
import { hashPassword } from './password-hash';

export const EMAIL_TAKEN = 'An account with this email already exists';

/**
 * Creates a player account and signs it in. Only the fields named here reach the row: the
 * strict input schema refuses extras such as isAdmin, and admin rights are granted elsewhere.
 */
export async function createAccount(
  db: Db,
  input: RegisterInput,
  context: TokenSigning & { passwordHashLog2Cost: number },
  now = new Date(),
): Promise<SessionTokenData> {
  // checked first to spare a slow hash; the unique index settles a race
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`);
  if (taken) throw conflict(EMAIL_TAKEN, 'auth/email_taken');
  const passwordHash = await hashPassword(input.password, context.passwordHashLog2Cost);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, passwordHash, lastLoginAt: now })
        .returning({ id: users.id, sessionVersion: users.sessionVersion });
      return issueSession(tx, context, user!, undefined, now);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_lower_key')) throw conflict(EMAIL_TAKEN, 'auth/email_taken');
    throw err;
  }
}
