import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authThrottles } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { tokenHash } from './token-hash';

/** At most `max` attempts per subject in each window of `windowMs`. */
export type ThrottleRule = { name: string; max: number; windowMs: number };

const FIFTEEN_MINUTES = 15 * 60_000;
/** Longer than any rule's window: rows this old count for nothing and are swept. */
const STALE_AFTER_MS = 24 * 60 * 60_000;

export const THROTTLES = {
  /** Failed sign-ins (and admin unlocks) per account, keyed by the lower-cased email. */
  loginAccount: { name: 'login-account', max: 5, windowMs: FIFTEEN_MINUTES },
  /** Failed sign-ins per client address, whatever the account. */
  loginAddress: { name: 'login-address', max: 20, windowMs: FIFTEEN_MINUTES },
  /** Reset mails per email, known or not, so nobody floods one inbox. */
  resetAccount: { name: 'reset-account', max: 5, windowMs: FIFTEEN_MINUTES },
  resetAddress: { name: 'reset-address', max: 20, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, ThrottleRule>;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

export const tooManyAttempts = () => new HttpError(429, TOO_MANY_ATTEMPTS, 'auth/too_many_attempts');

const keyOf = (rule: ThrottleRule, subject: string) => `${rule.name}:${tokenHash(subject)}`;

/**
 * Counts one attempt and says whether it goes over the rule's limit. Counting and reading are one
 * statement, so parallel attempts can never slip under the limit together. A new window starts
 * when the last one has passed; starting one also sweeps rows long gone.
 */
export async function overLimit(db: Db, rule: ThrottleRule, subject: string, now = new Date()) {
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const expired = sql`${authThrottles.windowStartedAt} <= ${windowStart}::timestamptz`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key: keyOf(rule, subject), windowStartedAt: now, attempts: 1 })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${authThrottles.attempts} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${authThrottles.windowStartedAt} END`,
      },
    })
    .returning({ attempts: authThrottles.attempts });
  if (row!.attempts === 1) {
    const stale = new Date(now.getTime() - STALE_AFTER_MS);
    await db.delete(authThrottles).where(lt(authThrottles.windowStartedAt, stale));
  }
  return row!.attempts > rule.max;
}

/** Takes back one counted attempt (a sign-in that succeeded does not count against its address). */
export async function uncountAttempt(db: Db, rule: ThrottleRule, subject: string) {
  await db
    .update(authThrottles)
    .set({ attempts: sql`GREATEST(${authThrottles.attempts} - 1, 0)` })
    .where(eq(authThrottles.key, keyOf(rule, subject)));
}

/** Forgets every attempt of a subject (after a successful sign-in or a password reset). */
export async function clearAttempts(db: Db, rule: ThrottleRule, subject: string) {
  await db.delete(authThrottles).where(eq(authThrottles.key, keyOf(rule, subject)));
}
