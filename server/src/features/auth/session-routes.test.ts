import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestWorld, TEST_PASSWORD } from '../../../test/world';
import { auditLog, users } from '../../db/schema';
import { LOGIN_FAILED } from './login';

describe('auth sessions', () => {
  const world = createTestWorld();
  beforeAll(async () => {
    // an admin-only route to knock on; routes must be added before the first request
    world.app.get('/api/admin/probe', async () => ({ status: 200, message: 'success', data: null }));
  });

  const whoami = (headers?: Record<string, string>) =>
    world.app.inject({ method: 'GET', url: '/api/auth/whoami', ...(headers && { headers }) });
  const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
    world.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  describe('register', () => {
    it('creates a player, signs them in and sends them to /', async () => {
      const res = await world.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: '  Ada  ',
          email: '  Ada@Example.com ',
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
          tos: true,
        },
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.redirectUrl).toBe('/');
      expect(data.token).toMatchObject({ tokenType: 'Bearer' });
      const me = (await whoami(authHeaders(data.token))).json().data;
      expect(me.isLoggedIn).toBe(true);
      expect(me.user).toMatchObject({
        name: 'Ada',
        email: 'Ada@Example.com',
        role: 'player',
        permissions: { isAdmin: false },
        username: null,
        selectedAvatar: null,
      });
      expect(me.user.lastLoginAt).not.toBeNull();
      expect(me.user).not.toHaveProperty('passwordHash');
    });

    it('refuses an email already used, whatever its case', async () => {
      const first = await world.user();
      const res = await world.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Copy',
          email: first.email.toUpperCase(),
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
          tos: true,
        },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('An account with this email already exists');
    });

    it.each([
      [{ password: 'short1!' }, 'Passwords should be at least 8 characters.'],
      [{ password: 'NOLOWER1!' }, 'Passwords should contain a lowercase letter.'],
      [{ password: 'noupper1!' }, 'Passwords should contain an uppercase letter.'],
      [{ password: 'NoNumber!' }, 'Passwords should contain a number.'],
      [{ password: 'NoSpecial1' }, 'Passwords should contain a special character.'],
      [{ confirmPassword: 'Something-else1' }, 'Passwords do not match.'],
      [{ email: 'not-an-email' }, 'Invalid email address'],
      [{ tos: false }, 'Please accept the terms of service'],
    ])('refuses %o with the spec message', async (change, message) => {
      const payload = {
        name: 'Rule',
        email: 'rule@example.com',
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        tos: true,
        ...change,
      };
      if ('password' in change) payload.confirmPassword = change.password;
      const res = await world.app.inject({ method: 'POST', url: '/api/auth/register', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
    });

    it.each([{ isAdmin: true }, { permissions: { isAdmin: true } }, { role: 'admin' }])(
      'refuses the mass-assignment field %o',
      async (extra) => {
        const res = await world.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            name: 'Sneaky',
            email: 'sneaky@example.com',
            password: TEST_PASSWORD,
            confirmPassword: TEST_PASSWORD,
            tos: true,
            ...extra,
          },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toContain('unknown field');
        const [row] = await world.app.db.select().from(users).where(eq(users.email, 'sneaky@example.com'));
        expect(row).toBeUndefined();
      },
    );
  });

  describe('login', () => {
    it('signs in with the right password, in any email case, and sets lastLoginAt', async () => {
      const account = await world.user();
      await world.app.db.update(users).set({ lastLoginAt: null }).where(eq(users.id, account.id));
      const res = await login(account.email.toUpperCase(), account.password);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.redirectUrl).toBe('/');
      const me = (await whoami(authHeaders(res.json().data.token))).json().data.user;
      expect(me._id).toBe(account.id);
      expect(me.lastLoginAt).not.toBeNull();
    });

    it('answers the same 401 for a wrong password and an unknown email', async () => {
      const account = await world.user();
      const wrong = await login(account.email, 'Wrong-password1!');
      const unknown = await login('nobody@example.com', account.password);
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toBe(LOGIN_FAILED);
      }
    });

    it('asks for both fields with the spec messages', async () => {
      const res = await login('', '');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('Please provide your email address');
      expect(res.json().error).toContain('Please provide your password');
    });
  });

  describe('whoami', () => {
    it('answers anonymous callers and callers with a broken token as not logged in', async () => {
      for (const res of [await whoami(), await whoami({ authorization: 'Bearer nonsense' })]) {
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual({ user: null, isLoggedIn: false });
      }
    });
  });

  describe('logout', () => {
    it('ends every session: old access tokens and refresh tokens stop working', async () => {
      const account = await world.user();
      const second = authHeaders((await login(account.email, account.password)).json().data.token);
      const res = await world.app.inject({
        method: 'GET',
        url: '/api/auth/logout',
        headers: account.headers,
      });
      expect(res.statusCode).toBe(200);
      for (const headers of [account.headers, second]) {
        const profile = await world.app.inject({ method: 'GET', url: '/api/app/profile', headers });
        expect(profile.statusCode).toBe(401);
        const refresh = await world.app.inject({ method: 'GET', url: '/api/auth/refresh', headers });
        expect(refresh.statusCode).toBe(401);
      }
      expect((await whoami(account.headers)).json().data.isLoggedIn).toBe(false);
      const again = await login(account.email, account.password);
      expect(again.statusCode).toBe(200);
      const fresh = authHeaders(again.json().data.token);
      expect(
        (await world.app.inject({ method: 'GET', url: '/api/app/profile', headers: fresh })).statusCode,
      ).toBe(200);
    });

    it('needs a signed-in user', async () => {
      const res = await world.app.inject({ method: 'GET', url: '/api/auth/logout' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('deleted users', () => {
    it('lose their sessions and cannot sign in', async () => {
      const account = await world.user();
      await world.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, account.id));
      world.app.sessionStates.forget(account.id);
      expect(
        (await world.app.inject({ method: 'GET', url: '/api/app/profile', headers: account.headers }))
          .statusCode,
      ).toBe(401);
      expect(
        (await world.app.inject({ method: 'GET', url: '/api/auth/refresh', headers: account.headers }))
          .statusCode,
      ).toBe(401);
      expect((await login(account.email, account.password)).statusCode).toBe(401);
    });
  });

  describe('roles', () => {
    it('keeps players out of /api/admin with a 403 and lets admins in', async () => {
      const player = (await world.user({ role: 'player' })).headers;
      const admin = (await world.user({ role: 'admin' })).headers;
      expect(
        (await world.app.inject({ method: 'GET', url: '/api/admin/probe', headers: player })).statusCode,
      ).toBe(403);
      expect(
        (await world.app.inject({ method: 'GET', url: '/api/admin/probe', headers: admin })).statusCode,
      ).toBe(200);
      expect((await world.app.inject({ method: 'GET', url: '/api/admin/probe' })).statusCode).toBe(401);
    });

    it('takes admin rights from the database, so revoking them takes effect on live tokens', async () => {
      const admin = await world.user();
      await world.app.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
      world.app.sessionStates.forget(admin.id);
      expect(
        (await world.app.inject({ method: 'GET', url: '/api/admin/probe', headers: admin.headers }))
          .statusCode,
      ).toBe(200);
      await world.app.db.update(users).set({ isAdmin: false }).where(eq(users.id, admin.id));
      world.app.sessionStates.forget(admin.id);
      expect(
        (await world.app.inject({ method: 'GET', url: '/api/admin/probe', headers: admin.headers }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('admin-unlock', () => {
    const unlock = (headers: Record<string, string>, password: string) =>
      world.app.inject({ method: 'POST', url: '/api/auth/admin-unlock', headers, payload: { password } });

    it("re-checks an admin's password and answers a time a few minutes ahead", async () => {
      const headers = (await world.user({ role: 'admin' })).headers;
      const before = Date.now();
      const res = await unlock(headers, TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      const until = Date.parse(res.json().data.unlockedUntil);
      expect(until - before).toBeGreaterThan(60_000);
      expect(until - before).toBeLessThanOrEqual(10 * 60_000);
      const [entry] = await world.app.db.select().from(auditLog).where(eq(auditLog.action, 'admin/unlock'));
      expect(entry).toBeDefined();
    });

    it('refuses a wrong password with a 400 that does not sign the admin out', async () => {
      const headers = (await world.user({ role: 'admin' })).headers;
      const res = await unlock(headers, 'Wrong-password1!');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('That password is not correct.');
    });

    it('grants nothing to players, even with their right password', async () => {
      const player = await world.user();
      expect((await unlock(player.headers, player.password)).statusCode).toBe(403);
      expect((await unlock({}, 'whatever')).statusCode).toBe(401);
    });
  });

  it('documents every auth and profile route in the OpenAPI document', async () => {
    const res = await world.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/auth/whoami',
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/logout',
      '/api/auth/refresh',
      '/api/auth/request-token',
      '/api/auth/reset-password',
      '/api/auth/admin-unlock',
      '/api/app/profile',
      '/api/app/avatar',
      '/api/app/update-avatar',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
