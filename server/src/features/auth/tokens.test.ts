import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { type AuthHeaders, authHeaders, createTestWorld } from '../../../test/world';
import { refreshTokens } from '../../db/schema';
import { DEFAULT_ACCESS_TOKEN_SECONDS, signAccessToken } from './access-token';
import { REFRESH_TOKEN_SECONDS, signRefreshToken } from './refresh-token';
import { ROTATION_GRACE_SECONDS } from './refresh-token-usable';
import { tokenHash } from './token-hash';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access and refresh tokens', () => {
  const world = createTestWorld();

  const profile = (headers: Partial<AuthHeaders>) =>
    world.app.inject({ method: 'GET', url: '/api/app/profile', headers });
  const refresh = (headers: Partial<AuthHeaders>) =>
    world.app.inject({ method: 'GET', url: '/api/auth/refresh', headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  describe('tampering', () => {
    it('refuses an unsigned token (alg: none)', async () => {
      const account = await world.user();
      const now = Math.floor(Date.now() / 1000);
      const header = base64url({ alg: 'none', typ: 'JWT' });
      const payload = base64url({ typ: 'access', sv: 0, sub: account.id, iat: now, exp: now + 600 });
      const res = await profile(bearer(`${header}.${payload}.`));
      expect(res.statusCode).toBe(401);
    });

    it('refuses a token signed with another key', async () => {
      const account = await world.user();
      const token = await signAccessToken(new Uint8Array(32).fill(7), { id: account.id });
      expect((await profile(bearer(token))).statusCode).toBe(401);
    });

    it('refuses a token whose payload was changed after signing', async () => {
      const account = await world.user();
      const other = await world.user();
      const [header, , signature] = account.token.accessToken.split('.');
      const now = Math.floor(Date.now() / 1000);
      const payload = base64url({ typ: 'access', sv: 0, sub: other.id, iat: now, exp: now + 600 });
      expect((await profile(bearer(`${header}.${payload}.${signature}`))).statusCode).toBe(401);
    });

    it('refuses a refresh token used as an access token', async () => {
      const account = await world.user();
      const res = await profile(bearer(account.token.refreshToken));
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Invalid access token');
    });

    it('refuses an access token used as a refresh token, and leaves the real one usable', async () => {
      const account = await world.user();
      const res = await refresh({ ...account.headers, 'x-refresh-token': account.token.accessToken });
      expect(res.statusCode).toBe(401);
      expect((await refresh(account.headers)).statusCode).toBe(200);
    });

    it('refuses a well-signed token of another type', async () => {
      const account = await world.user();
      const token = await new SignJWT({ typ: 'reset', sv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(account.id)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(world.app.tokenKey);
      expect((await profile(bearer(token))).statusCode).toBe(401);
    });

    it('refuses a refresh token that was never stored, even when well signed', async () => {
      const account = await world.user();
      const forged = await signRefreshToken(world.app.tokenKey, {
        tokenId: crypto.randomUUID(),
        userId: account.id,
        familyId: crypto.randomUUID(),
      });
      expect((await refresh({ ...account.headers, 'x-refresh-token': forged })).statusCode).toBe(401);
    });

    it("refuses to refresh with another user's access token alongside", async () => {
      const account = await world.user();
      const other = await world.user();
      const res = await refresh({
        authorization: other.headers.authorization,
        'x-refresh-token': account.token.refreshToken,
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('expiry', () => {
    const expiredAccess = async (userId: string) => {
      const past = Math.floor(Date.now() / 1000) - DEFAULT_ACCESS_TOKEN_SECONDS - 60;
      return signAccessToken(world.app.tokenKey, { id: userId }, past);
    };

    it('answers an expired access token with a usable refresh token with the 302 shouldRefresh', async () => {
      const account = await world.user();
      const headers = { ...account.headers, ...bearer(await expiredAccess(account.id)) };
      const res = await profile(headers);
      expect(res.statusCode).toBe(302);
      expect(res.json()).toEqual({
        status: 302,
        message: 'Access token expired',
        data: { shouldRefresh: true },
      });
      const whoami = await world.app.inject({ method: 'GET', url: '/api/auth/whoami', headers });
      expect(whoami.statusCode).toBe(302);

      const refreshed = await refresh(headers);
      expect(refreshed.statusCode).toBe(200);
      const next = refreshed.json().data;
      expect(next).toMatchObject({ tokenType: 'Bearer' });
      expect((await profile(authHeaders(next))).statusCode).toBe(200);
    });

    it('answers an expired access token without a usable refresh token with a 401', async () => {
      const account = await world.user();
      const expired = bearer(await expiredAccess(account.id));
      const res = await profile(expired);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Your session has expired');
      expect((await profile({ ...expired, 'x-refresh-token': 'junk' })).statusCode).toBe(401);
    });

    it('answers calls sent before a refresh went through with the 302, and still refuses the old token', async () => {
      const account = await world.user();
      const sentBefore = { ...account.headers, ...bearer(await expiredAccess(account.id)) };
      expect((await refresh(sentBefore)).statusCode).toBe(200);
      // a read sent with the old pair reaches the server after the rotation: refresh, not sign in
      expect((await profile(sentBefore)).statusCode).toBe(302);
      // once the grace has passed it is a plain 401
      await world.app.db
        .update(refreshTokens)
        .set({ rotatedAt: new Date(Date.now() - (ROTATION_GRACE_SECONDS + 1) * 1000) })
        .where(eq(refreshTokens.tokenHash, tokenHash(account.token.refreshToken)));
      expect((await profile(sentBefore)).statusCode).toBe(401);
    });

    it('never trades a token rotated moments ago: the replay still revokes the family', async () => {
      const account = await world.user();
      const sentBefore = { ...account.headers, ...bearer(await expiredAccess(account.id)) };
      const current = authHeaders((await refresh(sentBefore)).json().data);
      expect((await profile(sentBefore)).statusCode).toBe(302);
      expect((await refresh(sentBefore)).statusCode).toBe(401);
      expect((await profile(current)).statusCode).toBe(200);
      expect((await refresh(current)).statusCode).toBe(401);
    });

    it('refuses an expired refresh token', async () => {
      const account = await world.user();
      const past = Math.floor(Date.now() / 1000) - REFRESH_TOKEN_SECONDS - 60;
      const old = await signRefreshToken(
        world.app.tokenKey,
        { tokenId: crypto.randomUUID(), userId: account.id, familyId: crypto.randomUUID() },
        past,
      );
      expect((await refresh({ 'x-refresh-token': old })).statusCode).toBe(401);
    });

    it('refuses a refresh token whose stored row has expired', async () => {
      const account = await world.user();
      await world.app.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.userId, account.id));
      expect((await refresh(account.headers)).statusCode).toBe(401);
    });
  });

  describe('refresh rotation', () => {
    it('issues a new pair each time and takes the used refresh token out of service', async () => {
      const account = await world.user();
      const first = await refresh(account.headers);
      expect(first.statusCode).toBe(200);
      const second = await refresh(authHeaders(first.json().data));
      expect(second.statusCode).toBe(200);
      const rows = await world.app.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, account.id));
      expect(rows).toHaveLength(3);
      expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
      expect(rows.filter((r) => r.rotatedAt === null)).toHaveLength(1);
      expect(rows.every((r) => !r.tokenHash.includes('.'))).toBe(true);
    });

    it('revokes the whole family when a used refresh token comes back', async () => {
      const account = await world.user();
      const stolen = account.headers;
      const rotated = await refresh(stolen);
      const current = authHeaders(rotated.json().data);
      const replay = await refresh(stolen);
      expect(replay.statusCode).toBe(401);
      expect((await refresh(current)).statusCode).toBe(401);
      const rows = await world.app.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, account.id));
      expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    });

    it('leaves other families (other devices) alone on a replay', async () => {
      const account = await world.user();
      const other = await world.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      const otherHeaders = authHeaders(other.json().data.token);
      await refresh(account.headers);
      await refresh(account.headers);
      expect((await refresh(otherHeaders)).statusCode).toBe(200);
    });

    it('lets exactly one of two simultaneous refreshes through', async () => {
      const account = await world.user();
      const results = await Promise.all([refresh(account.headers), refresh(account.headers)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    });

    it('asks for the refresh token', async () => {
      const res = await refresh({});
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Missing refresh token');
    });
  });
});
