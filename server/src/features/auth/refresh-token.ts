import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_ALGORITHMS } from './access-token';

export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

export type RefreshClaims = { tokenId: string; userId: string; familyId: string };

/** Signs a refresh token; `typ: refresh` keeps it from ever passing as an access token. */
export function signRefreshToken(
  key: Uint8Array,
  claims: RefreshClaims,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ typ: 'refresh', fam: claims.familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setJti(claims.tokenId)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + REFRESH_TOKEN_SECONDS)
    .sign(key);
}

/** The claims of a well-signed, unexpired refresh token, or null. Whether it was used is the database's. */
export async function readRefreshToken(key: Uint8Array, token: string): Promise<RefreshClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: TOKEN_ALGORITHMS });
    if (payload.typ !== 'refresh') return null;
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
    if (typeof payload.fam !== 'string') return null;
    return { tokenId: payload.jti, userId: payload.sub, familyId: payload.fam };
  } catch {
    return null;
  }
}
