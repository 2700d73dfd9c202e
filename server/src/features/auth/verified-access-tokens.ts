import { type AccessCheck, checkAccessToken } from './access-token';

export type VerifiedAccessTokensOptions = {
  /** Beyond this many tokens the ones verified first are forgotten first. */
  maxEntries?: number;
  /** ms epoch; the clock expiry is judged by, as jose judges it on a full check. */
  now?: () => number;
};

export type VerifiedAccessTokens = {
  /** Signature, expiry and type of an access token, checked in full only the first time it is seen. */
  check(token: string): AccessCheck;
  readonly size: number;
};

type Verified = { userId: string; sessionVersion: number; expiresAt: number };

const MAX_ENTRIES = 10_000;

/**
 * A bounded memory of access tokens whose signature has been checked, keyed by the whole token
 * string, so that a screen polling every few seconds pays the HMAC check once per token rather than
 * once per request. An entry answers only until the token's `exp` (seconds, expired from that second
 * on, as jose counts), then goes. Only valid tokens are kept, so a forged or altered token (any other
 * string) is always checked in full. What a token is worth beyond its signature, whether its session
 * still stands, is the auth hook's question and is asked on every request.
 */
export function createVerifiedAccessTokens(
  key: Uint8Array,
  options: VerifiedAccessTokensOptions = {},
): VerifiedAccessTokens {
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const verified = new Map<string, Verified>();

  // Map keeps insertion order: the token verified first goes first, one per new token, so a full
  // memory costs a new token no more than an empty one (an expired entry goes when it is next asked for)
  const remember = (token: string, entry: Verified) => {
    if (verified.size >= maxEntries) verified.delete(verified.keys().next().value as string);
    verified.set(token, entry);
  };

  return {
    check(token) {
      const known = verified.get(token);
      if (known) {
        if (now() < known.expiresAt * 1000) {
          return { kind: 'valid', ...known };
        }
        verified.delete(token);
        return { kind: 'expired' };
      }
      const check = checkAccessToken(key, token, now());
      if (check.kind === 'valid') {
        const { userId, sessionVersion, expiresAt } = check;
        remember(token, { userId, sessionVersion, expiresAt });
      }
      return check;
    },
    get size() {
      return verified.size;
    },
  };
}
