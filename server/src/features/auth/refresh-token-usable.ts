import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { refreshTokens, users } from '../../db/schema';
import { readRefreshToken } from './refresh-token';
import { tokenHash } from './token-hash';

/**
 * Whether `rotateRefreshToken` would accept this token now. The auth hook asks it to choose
 * between the spec's 302 `{ shouldRefresh: true }` and a plain 401.
 */
export async function refreshTokenUsable(db: Db, key: Uint8Array, token: string, now = new Date()) {
  const claims = await readRefreshToken(key, token);
  if (!claims) return false;
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash(token)),
        eq(refreshTokens.userId, claims.userId),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
        isNull(users.deletedAt),
      ),
    );
  return row !== undefined;
}
