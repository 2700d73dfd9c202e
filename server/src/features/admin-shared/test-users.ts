import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { signAccessToken } from '../auth';

export type TestUser = { id: string; email: string; token: string; headers: { authorization: string } };

/** Test helper: a user row and an access token for it, without going through registration. */
export async function createTestUser(app: FastifyInstance, options: { isAdmin?: boolean } = {}) {
  const isAdmin = options.isAdmin ?? false;
  const suffix = randomUUID().slice(0, 8);
  const email = `${isAdmin ? 'admin' : 'player'}-${suffix}@example.com`;
  const [row] = await app.db
    .insert(users)
    .values({
      name: isAdmin ? 'Test Admin' : 'Test Player',
      email,
      username: `u${suffix}`,
      passwordHash: '!',
      isAdmin,
      role: isAdmin ? 'admin' : 'player',
    })
    .returning({ id: users.id });
  const token = await signAccessToken(app.tokenKey, { id: row!.id, isAdmin });
  return { id: row!.id, email, token, headers: { authorization: `Bearer ${token}` } } satisfies TestUser;
}
