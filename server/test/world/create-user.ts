import { randomUUID } from 'node:crypto';
import type { SessionTokenData } from '@kickchips/core';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema';
import { issueSession } from '../../src/features/auth/issue-session';
import { hashPassword } from '../../src/features/auth/password-hash';

/** The headers of an authenticated call (spec 7): token type plus access token, and the refresh token. */
export type AuthHeaders = { authorization: string; 'x-refresh-token': string };

export type TestUser = {
  id: string;
  name: string;
  email: string;
  password: string;
  token: SessionTokenData;
  headers: AuthHeaders;
};

export type UserOptions = Partial<Pick<typeof users.$inferInsert, 'name' | 'email' | 'username'>> & {
  role?: 'player' | 'admin';
  password?: string;
};

/** A password that keeps every rule of spec 5. */
export const TEST_PASSWORD = 'Kick-off-2024!';

export function authHeaders(token: SessionTokenData): AuthHeaders {
  return { authorization: `${token.tokenType} ${token.accessToken}`, 'x-refresh-token': token.refreshToken };
}

// scrypt is slow on purpose; one hash per password serves every user of a test run
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password, 10));
  return hashes.get(password)!;
};

/**
 * The one way tests make a user: a row (unique email, so tests never depend on each other) that can
 * log in with `password`, signed in with a real session. An admin's rights are on the row, as no
 * API lets anyone grant them to themselves.
 */
export async function createUser(app: FastifyInstance, options: UserOptions = {}): Promise<TestUser> {
  const { role = 'player', password = TEST_PASSWORD, ...row } = options;
  const suffix = randomUUID().slice(0, 8);
  const name = row.name ?? (role === 'admin' ? 'Admin' : `Player ${suffix}`);
  const email = row.email ?? `${role}-${suffix}@example.com`;
  const [user] = await app.db
    .insert(users)
    .values({
      name,
      email,
      username: row.username ?? null,
      passwordHash: await hashOf(password),
      isAdmin: role === 'admin',
      role,
    })
    .returning({ id: users.id });
  const token = await issueSession(app.db, app.tokenSigning, { id: user!.id });
  return { id: user!.id, name, email, password, token, headers: authHeaders(token) };
}
