import { randomUUID } from 'node:crypto';
import type { RegisterInput, SessionTokenData } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import type { TestApp } from './test-app';

/**
 * Signing in, for tests. Every call makes a new user with a unique email, so tests never
 * depend on each other:
 *
 *   const headers = await loginAs(app, 'player');   // or 'admin'
 *   await app.inject({ method: 'GET', url: '/api/app/profile', headers });
 *
 *   const alice = await registerUser(app, { name: 'Alice' });
 *   alice.id, alice.email, alice.password, alice.headers, alice.token
 */

/** The headers of an authenticated call (spec 7): token type plus access token, and the refresh token. */
export type AuthHeaders = { authorization: string; 'x-refresh-token': string };

export type TestAccount = {
  id: string;
  name: string;
  email: string;
  password: string;
  token: SessionTokenData;
  headers: AuthHeaders;
};

/** A password that keeps every rule of spec 5. */
export const TEST_PASSWORD = 'Kick-off-2024!';

export function authHeaders(token: SessionTokenData): AuthHeaders {
  return { authorization: `${token.tokenType} ${token.accessToken}`, 'x-refresh-token': token.refreshToken };
}

/** Registers a player through POST /api/auth/register; `overrides` replace the generated fields. */
export async function registerUser(
  app: TestApp,
  overrides: Partial<RegisterInput> = {},
): Promise<TestAccount> {
  const suffix = randomUUID().slice(0, 8);
  const password = overrides.password ?? TEST_PASSWORD;
  const input: RegisterInput = {
    name: `Player ${suffix}`,
    email: `player-${suffix}@example.com`,
    password,
    confirmPassword: password,
    tos: true,
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const token = res.json().data.token as SessionTokenData;
  const me = await app.inject({ method: 'GET', url: '/api/auth/whoami', headers: authHeaders(token) });
  const id = me.json().data.user._id as string;
  return { id, name: input.name, email: input.email, password, token, headers: authHeaders(token) };
}

/** Signs in through POST /api/auth/login and returns the tokens. */
export async function logIn(app: TestApp, email: string, password: string): Promise<SessionTokenData> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as SessionTokenData;
}

/**
 * An admin account: registered like a player, then made admin directly in the database (no API
 * lets anyone grant admin rights to themselves). Its tokens carry no rights; the auth hook reads
 * them from the row, so this instance's cached copy is dropped.
 */
export async function createAdmin(
  app: TestApp,
  overrides: Partial<RegisterInput> = {},
): Promise<TestAccount> {
  const account = await registerUser(app, { name: 'Admin', ...overrides });
  await app.db.update(users).set({ isAdmin: true, role: 'admin' }).where(eq(users.id, account.id));
  app.sessionStates.forget(account.id);
  return account;
}

/** The headers of a new signed-in player or admin. */
export async function loginAs(app: TestApp, role: 'admin' | 'player'): Promise<AuthHeaders> {
  const account = role === 'admin' ? await createAdmin(app) : await registerUser(app);
  return account.headers;
}
