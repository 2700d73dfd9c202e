import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hs256Claims } from './hs256-claims';

const key = new Uint8Array(32).fill(3);
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signed = (header: unknown, payload: unknown, withKey = key) => {
  const body = `${part(header)}.${part(payload)}`;
  return `${body}.${createHmac('sha256', withKey).update(body).digest('base64url')}`;
};

describe('hs256Claims', () => {
  it('answers the claims of a token jose signed with the key', async () => {
    const token = await new SignJWT({ typ: 'access', sv: 2 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('someone')
      .setExpirationTime(2_000_000_000)
      .sign(key);
    expect(hs256Claims(key, token)).toEqual({ typ: 'access', sv: 2, sub: 'someone', exp: 2_000_000_000 });
  });

  it('refuses another key, another algorithm, alg none and critical extensions', () => {
    expect(hs256Claims(key, signed({ alg: 'HS256' }, { a: 1 }))).toEqual({ a: 1 });
    expect(hs256Claims(key, signed({ alg: 'HS256' }, { a: 1 }, new Uint8Array(32).fill(4)))).toBeNull();
    expect(hs256Claims(key, signed({ alg: 'HS512' }, { a: 1 }))).toBeNull();
    expect(hs256Claims(key, `${part({ alg: 'none' })}.${part({ a: 1 })}.`)).toBeNull();
    expect(hs256Claims(key, signed({ alg: 'HS256', crit: ['b64'], b64: false }, { a: 1 }))).toBeNull();
  });

  it('refuses a changed payload, a signature in another spelling and malformed tokens', () => {
    const token = signed({ alg: 'HS256' }, { sub: 'a' });
    const [header, , signature] = token.split('.');
    expect(hs256Claims(key, `${header}.${part({ sub: 'b' })}.${signature}`)).toBeNull();
    expect(hs256Claims(key, `${token}=`)).toBeNull();
    expect(hs256Claims(key, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(hs256Claims(key, `${token}.extra`)).toBeNull();
    expect(hs256Claims(key, 'not a token')).toBeNull();
    expect(hs256Claims(key, signed({ alg: 'HS256' }, [1, 2]))).toBeNull();
    expect(hs256Claims(key, signed('HS256', { a: 1 }))).toBeNull();
  });
});
