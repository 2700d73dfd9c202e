import { errors, jwtVerify, SignJWT } from 'jose';

export type AuthUser = { id: string; isAdmin: boolean };

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ALGORITHMS = ['HS256'];

/** Signs a short-lived access token. `typ: access` keeps a refresh token from ever passing as one. */
export function signAccessToken(key: Uint8Array, user: AuthUser, nowSeconds = Math.floor(Date.now() / 1000)) {
  return new SignJWT({ typ: 'access', adm: user.isAdmin })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ACCESS_TOKEN_SECONDS)
    .sign(key);
}

export type AccessCheck =
  | { kind: 'valid'; user: AuthUser; issuedAt: number }
  | { kind: 'expired' }
  | { kind: 'invalid' };

export async function checkAccessToken(key: Uint8Array, token: string): Promise<AccessCheck> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ALGORITHMS });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string') return { kind: 'invalid' };
    return {
      kind: 'valid',
      user: { id: payload.sub, isAdmin: payload.adm === true },
      issuedAt: payload.iat ?? 0,
    };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { kind: 'expired' };
    return { kind: 'invalid' };
  }
}
