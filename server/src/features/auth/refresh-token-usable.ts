import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { refreshTokens, users } from '../../db/schema';
import { readRefreshToken } from './refresh-token';
import { tokenHash } from './token-hash';

/**
 * How long after its rotation a refresh token still earns the 302: calls sent with the old tokens
 * before a refresh went through (a burst of reads, another tab) arrive after it, and their client
 * already holds the new tokens. Trading the old token in is still refused and revokes its family.
 */
export const ROTATION_GRACE_SECONDS = 30;

/**
 * Whether a caller showing this refresh token should refresh rather than sign in again:
 * `rotateRefreshToken` would accept it now, or it was rotated moments ago. The auth hook asks it
 * to choose between the spec's 302 `{ shouldRefresh: true }` and a plain 401.
 */
export async function refreshTokenUsable(db: Db, key: Uint8Array, token: string, now = new Date()) {
  const claims = await readRefreshToken(key, token);
  if (!claims) return false;
  const graceStart = new Date(now.getTime() - ROTATION_GRACE_SECONDS * 1000);
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash(token)),
        eq(refreshTokens.userId, claims.userId),
        or(isNull(refreshTokens.rotatedAt), gt(refreshTokens.rotatedAt, graceStart)),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
        isNull(users.deletedAt),
      ),
    );
  return row !== undefined;
}
