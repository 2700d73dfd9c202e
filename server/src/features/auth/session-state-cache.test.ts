import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestWorld } from '../../../test/world';
import { users } from '../../db/schema';
import { createSessionStateCache } from './session-state-cache';

describe('createSessionStateCache', () => {
  const world = createTestWorld();

  it('keeps an answer for its time to live, then reads the row again', async () => {
    const account = await world.user();
    let now = 1_000;
    const cache = createSessionStateCache(world.app.db, 2000, () => now);
    expect(await cache.get(account.id)).toEqual({ isAdmin: false, sessionVersion: 0 });
    await world.app.db.update(users).set({ sessionVersion: 1 }).where(eq(users.id, account.id));
    now += 1999;
    expect((await cache.get(account.id))?.sessionVersion).toBe(0);
    now += 1;
    expect((await cache.get(account.id))?.sessionVersion).toBe(1);
  });

  it('reads again at once after forget, and answers null for deleted or unknown users', async () => {
    const account = await world.user();
    const cache = createSessionStateCache(world.app.db, 60_000, () => 0);
    expect(await cache.get(account.id)).not.toBeNull();
    await world.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, account.id));
    cache.forget(account.id);
    expect(await cache.get(account.id)).toBeNull();
    expect(await cache.get('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('answers each of the users asked for in one turn, from one read', async () => {
    const [admin, player, gone] = [
      await world.user({ role: 'admin' }),
      await world.user(),
      await world.user(),
    ];
    await world.app.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, gone.id));
    const cache = createSessionStateCache(world.app.db, 60_000, () => 0);
    const states = await Promise.all([admin, player, gone, player].map((account) => cache.get(account.id)));
    expect(states).toEqual([
      { isAdmin: true, sessionVersion: 0 },
      { isAdmin: false, sessionVersion: 0 },
      null,
      { isAdmin: false, sessionVersion: 0 },
    ]);
  });
});
