import { createHash } from 'node:crypto';

/**
 * The SHA-256 of a token, as stored. Refresh and reset tokens are long and random, so a plain
 * hash suffices (no salt or slow hash): a stolen table does not give usable tokens.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
