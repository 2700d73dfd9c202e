import { createHmac, timingSafeEqual } from 'node:crypto';

type Claims = Record<string, unknown>;

const jsonObject = (part: string): Claims | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Claims) : null;
  } catch {
    return null;
  }
};

/**
 * The claims of a compact JWS signed with HS256 and `key`, or null: a header naming any other
 * algorithm (`none` included) or any critical extension, a signature that is not the HMAC of this
 * key (compared in constant time, in its one canonical encoding), or a payload that is not a JSON
 * object. Synchronous on node:crypto: a check costs microseconds and never leaves the request's
 * thread. What the claims are worth (expiry, type) is the caller's question.
 */
export function hs256Claims(key: Uint8Array, token: string): Claims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const protectedHeader = jsonObject(header);
  if (protectedHeader?.alg !== 'HS256' || 'crit' in protectedHeader) return null;
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || given.toString('base64url') !== signature) return null;
  if (!timingSafeEqual(given, expected)) return null;
  return jsonObject(payload);
}
