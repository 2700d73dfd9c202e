import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

type ScryptParams = { N: number; r: number; p: number; maxmem: number };

function scrypt(password: string, salt: Buffer, keylen: number, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keylen, params, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

const KEY_LENGTH = 32;

/**
 * Hashes a password with scrypt (OWASP: N=2^17, r=8, p=1). The parameters travel in the hash,
 * so a hash made at another cost still verifies.
 */
export async function hashPassword(password: string, log2Cost = 17): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** log2Cost;
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  return `scrypt$${log2Cost}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !log2 || !r || !p || !saltText || !keyText) return false;
  const N = 2 ** Number(log2);
  const expected = Buffer.from(keyText, 'base64url');
  const key = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 256 * N * Number(r),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
