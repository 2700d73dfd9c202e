import { compactVerify, errors, jwtVerify, SignJWT } from 'jose';

/** Who is calling, as the auth hook sets it on `request.user`. */
export type AuthUser = { id: string; isAdmin: boolean };

/**
 * What a token is issued for: the user and the session version it belongs to (0, a new user's,
 * when not given). `isAdmin` is accepted from callers holding an `AuthUser` but not put in the
 * token: the auth hook reads rights from the user's row, so a demoted admin loses them at once.
 */
export type SessionSubject = { id: string; sessionVersion?: number; isAdmin?: boolean };

export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** The only algorithm a token may name; `alg: none` or an asymmetric trick never verifies. */
export const TOKEN_ALGORITHMS = ['HS256'];

/**
 * Signs a short-lived access token. `typ: access` keeps a refresh token from ever passing as one;
 * `sv` is the user's session version, so a logout or password reset ends it early.
 */
export function signAccessToken(
  key: Uint8Array,
  subject: SessionSubject,
  nowSeconds = Math.floor(Date.now() / 1000),
) {
  return new SignJWT({ typ: 'access', sv: subject.sessionVersion ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject.id)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ACCESS_TOKEN_SECONDS)
    .sign(key);
}

export type AccessCheck =
  /** `expiresAt`: the token's `exp`, seconds since the epoch. */
  | { kind: 'valid'; userId: string; sessionVersion: number; expiresAt: number }
  | { kind: 'expired' }
  | { kind: 'invalid' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks signature, expiry (a token without one is invalid) and type; whether the session still
 * stands is the auth hook's question.
 */
export async function checkAccessToken(key: Uint8Array, token: string): Promise<AccessCheck> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: TOKEN_ALGORITHMS,
      requiredClaims: ['exp'],
    });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || !UUID.test(payload.sub)) {
      return { kind: 'invalid' };
    }
    if (typeof payload.sv !== 'number' || typeof payload.exp !== 'number') return { kind: 'invalid' };
    return { kind: 'valid', userId: payload.sub, sessionVersion: payload.sv, expiresAt: payload.exp };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { kind: 'expired' };
    return { kind: 'invalid' };
  }
}

/**
 * The user of a well-signed access token, expired or not: the refresh call checks that the
 * access token it is shown belongs to the same user as the refresh token.
 */
export async function accessTokenUserId(key: Uint8Array, token: string): Promise<string | null> {
  try {
    const { payload } = await compactVerify(token, key, { algorithms: TOKEN_ALGORITHMS });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as { typ?: unknown; sub?: unknown };
    return claims.typ === 'access' && typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
