import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAccessToken, DEFAULT_ACCESS_TOKEN_SECONDS, signAccessToken } from './access-token';
import { createVerifiedAccessTokens } from './verified-access-tokens';

vi.mock('./access-token', async (importOriginal) => {
  const original = await importOriginal<typeof import('./access-token')>();
  return { ...original, checkAccessToken: vi.fn(original.checkAccessToken) };
});

const key = new Uint8Array(32).fill(3);
const fullChecks = vi.mocked(checkAccessToken);
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('createVerifiedAccessTokens', () => {
  // a block body: a function returned from beforeEach would be called as its teardown
  beforeEach(() => {
    fullChecks.mockClear();
  });

  it('checks a valid token in full once, then answers it from memory', async () => {
    const tokens = createVerifiedAccessTokens(key);
    const userId = randomUUID();
    const issuedAt = nowSeconds();
    const token = await signAccessToken(key, { id: userId, sessionVersion: 4 }, issuedAt);
    const expected = {
      kind: 'valid',
      userId,
      sessionVersion: 4,
      expiresAt: issuedAt + DEFAULT_ACCESS_TOKEN_SECONDS,
    };
    expect(await tokens.check(token)).toEqual(expected);
    expect(await tokens.check(token)).toEqual(expected);
    expect(fullChecks).toHaveBeenCalledTimes(1);
    expect(tokens.size).toBe(1);
  });

  it('answers expired from the second of its exp on, as a full check does, and forgets it', async () => {
    let now = Date.now();
    const tokens = createVerifiedAccessTokens(key, { now: () => now });
    const issuedAt = nowSeconds();
    const token = await signAccessToken(key, { id: randomUUID() }, issuedAt);
    expect((await tokens.check(token)).kind).toBe('valid');
    const expiresAtMs = (issuedAt + DEFAULT_ACCESS_TOKEN_SECONDS) * 1000;
    now = expiresAtMs - 1;
    expect((await tokens.check(token)).kind).toBe('valid');
    now = expiresAtMs;
    expect(await tokens.check(token)).toEqual({ kind: 'expired' });
    expect(tokens.size).toBe(0);
    expect(fullChecks).toHaveBeenCalledTimes(1);
  });

  it('keeps no invalid, altered, foreign or expired token: each is checked in full every time', async () => {
    const tokens = createVerifiedAccessTokens(key);
    const good = await signAccessToken(key, { id: randomUUID() });
    const [header, payload, signature] = good.split('.');
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}AA`;
    const foreign = await signAccessToken(new Uint8Array(32).fill(9), { id: randomUUID() });
    const expired = await signAccessToken(
      key,
      { id: randomUUID() },
      nowSeconds() - DEFAULT_ACCESS_TOKEN_SECONDS - 1,
    );
    for (const token of [altered, foreign, expired, 'not-a-token']) {
      const first = await tokens.check(token);
      expect(first.kind).not.toBe('valid');
      expect(await tokens.check(token)).toEqual(first);
    }
    expect(fullChecks).toHaveBeenCalledTimes(8);
    expect(tokens.size).toBe(0);
  });

  it('holds at most maxEntries tokens, forgetting the one verified first', async () => {
    const tokens = createVerifiedAccessTokens(key, { maxEntries: 2 });
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => signAccessToken(key, { id: randomUUID() })),
    );
    for (const token of [first!, second!, third!]) await tokens.check(token);
    expect(tokens.size).toBe(2);
    fullChecks.mockClear();
    await tokens.check(third!);
    await tokens.check(second!);
    expect(fullChecks).not.toHaveBeenCalled();
    await tokens.check(first!);
    expect(fullChecks).toHaveBeenCalledTimes(1);
  });
});
