import type { SessionTokenData } from '@kickchips/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { refreshTokens, users } from '../../db/schema';
import type { TokenSigning } from './access-token';
import { issueSession } from './issue-session';
import { readRefreshToken } from './refresh-token';
import { tokenHash } from './token-hash';

/**
 * Trades a refresh token for a new pair, once. A token that was already rotated is being replayed:
 * either it leaked or its holder is racing a thief, so its whole family is revoked and both must
 * sign in again. Returns null when the token cannot be used, or when it is not `expectedUserId`'s.
 */
export async function rotateRefreshToken(
  db: Db,
  signing: TokenSigning,
  token: string,
  expectedUserId: string | undefined,
  now = new Date(),
): Promise<SessionTokenData | null> {
  const claims = await readRefreshToken(signing.key, token);
  if (!claims || (expectedUserId !== undefined && claims.userId !== expectedUserId)) return null;
  const hash = tokenHash(token);
  const rotated = await db.transaction(async (tx) => {
    // the conditional update is the claim: of two concurrent uses exactly one succeeds
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, hash),
          eq(refreshTokens.userId, claims.userId),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!claimed) return null;
    const [user] = await tx
      .select({ id: users.id, sessionVersion: users.sessionVersion })
      .from(users)
      .where(and(eq(users.id, claimed.userId), isNull(users.deletedAt), isNull(users.suspendedAt)));
    if (!user) return null;
    return issueSession(tx, signing, user, { familyId: claimed.familyId, parentId: claimed.id }, now);
  });
  if (rotated) return rotated;
  await revokeFamilyOnReuse(db, hash, now);
  return null;
}

async function revokeFamilyOnReuse(db: Db, hash: string, now: Date): Promise<void> {
  const [used] = await db
    .select({ familyId: refreshTokens.familyId, rotatedAt: refreshTokens.rotatedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hash));
  if (!used?.rotatedAt) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, used.familyId), isNull(refreshTokens.revokedAt)));
}
