import { SignJWT } from 'jose';
import { hs256Claims } from './hs256-claims';

/** Who is calling, as the auth hook sets it on `request.user`. */
export type AuthUser = { id: string; isAdmin: boolean };

/**
 * What a token is issued for: the user and the session version it belongs to (0, a new user's,
 * when not given). `isAdmin` is accepted from callers holding an `AuthUser` but not put in the
 * token: the auth hook reads rights from the user's row, so a demoted admin loses them at once.
 */
export type SessionSubject = { id: string; sessionVersion?: number; isAdmin?: boolean };

/** An access token's lifetime unless `ACCESS_TOKEN_SECONDS` says otherwise. */
export const DEFAULT_ACCESS_TOKEN_SECONDS = 15 * 60;

/** What signing a session needs: the key, and how long its access token lasts (the config's). */
export type TokenSigning = { key: Uint8Array; accessTokenSeconds: number };
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
  lifetimeSeconds = DEFAULT_ACCESS_TOKEN_SECONDS,
) {
  return new SignJWT({ typ: 'access', sv: subject.sessionVersion ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject.id)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + lifetimeSeconds)
    .sign(key);
}

export type AccessCheck =
  /** `expiresAt`: the token's `exp`, seconds since the epoch. */
  | { kind: 'valid'; userId: string; sessionVersion: number; expiresAt: number }
  | { kind: 'expired' }
  | { kind: 'invalid' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks signature, expiry (a token without one is invalid; expired from its `exp` second on, as
 * jose counts) and type; whether the session still stands is the auth hook's question.
 */
export function checkAccessToken(key: Uint8Array, token: string, nowMs = Date.now()): AccessCheck {
  const claims = hs256Claims(key, token);
  if (!claims) return { kind: 'invalid' };
  const { exp, nbf, iat, typ, sub, sv } = claims;
  const now = Math.floor(nowMs / 1000);
  if (typeof exp !== 'number' || (iat !== undefined && typeof iat !== 'number')) return { kind: 'invalid' };
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return { kind: 'invalid' };
  if (exp <= now) return { kind: 'expired' };
  if (typ !== 'access' || typeof sub !== 'string' || !UUID.test(sub) || typeof sv !== 'number') {
    return { kind: 'invalid' };
  }
  return { kind: 'valid', userId: sub, sessionVersion: sv, expiresAt: exp };
}

/**
 * The user of a well-signed access token, expired or not: the refresh call checks that the
 * access token it is shown belongs to the same user as the refresh token.
 */
export function accessTokenUserId(key: Uint8Array, token: string): string | null {
  const claims = hs256Claims(key, token);
  return claims?.typ === 'access' && typeof claims.sub === 'string' ? claims.sub : null;
}
