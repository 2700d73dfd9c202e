import { randomUUID } from 'node:crypto';
import type { SessionTokenData } from '@kickchips/core';
import type { Db } from '../../db/database';
import { refreshTokens } from '../../db/schema';
import { type SessionSubject, signAccessToken, type TokenSigning } from './access-token';
import { REFRESH_TOKEN_SECONDS, signRefreshToken } from './refresh-token';
import { tokenHash } from './token-hash';

/** Where a rotated refresh token comes from: its family and the token it replaces. */
export type RefreshLineage = { familyId: string; parentId: string };

/**
 * Issues an access token and a refresh token, storing the refresh token's hash. Without a
 * lineage the refresh token starts a new family (a login); with one it continues it (a rotation).
 */
export async function issueSession(
  db: Db,
  { key, accessTokenSeconds }: TokenSigning,
  subject: SessionSubject,
  lineage?: RefreshLineage,
  now = new Date(),
): Promise<SessionTokenData> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const tokenId = randomUUID();
  const familyId = lineage?.familyId ?? randomUUID();
  const refreshToken = await signRefreshToken(key, { tokenId, userId: subject.id, familyId }, nowSeconds);
  await db.insert(refreshTokens).values({
    id: tokenId,
    userId: subject.id,
    familyId,
    parentId: lineage?.parentId ?? null,
    tokenHash: tokenHash(refreshToken),
    expiresAt: new Date((nowSeconds + REFRESH_TOKEN_SECONDS) * 1000),
  });
  return {
    accessToken: await signAccessToken(key, subject, nowSeconds, accessTokenSeconds),
    refreshToken,
    tokenType: 'Bearer',
  };
}
