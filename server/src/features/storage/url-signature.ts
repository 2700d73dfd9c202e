import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UrlCheck } from './file-storage';

const message = (method: string, key: string, contentType: string, exp: string) =>
  `${method}\n${key}\n${contentType}\n${exp}`;

/** HMAC-SHA256 over what the URL allows: the method, the key, the content type and the expiry. */
export function signUrl(secret: Uint8Array, method: string, key: string, contentType: string, exp: number) {
  return createHmac('sha256', secret)
    .update(message(method, key, contentType, String(exp)))
    .digest('base64url');
}

export function checkUrlSignature(
  secret: Uint8Array,
  method: string,
  key: string,
  contentType: string,
  exp: string,
  sig: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): UrlCheck {
  if (!/^\d{1,12}$/.test(exp)) return 'invalid';
  const expected = Buffer.from(signUrl(secret, method, key, contentType, Number(exp)));
  const given = Buffer.from(sig);
  // constant-time, so the signature cannot be guessed byte by byte from response times
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(exp) < nowSeconds ? 'expired' : 'valid';
}
