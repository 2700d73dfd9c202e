import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/world';
import type { Database } from '../db/database';
import { avatars, eventTypes, matches, matchHalves, matchRounds, odds, users } from '../db/schema';
import { verifyPassword } from '../features/auth/password-hash';
import { seedDatabase } from './seed-database';

describe('seedDatabase', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const options = {
    adminEmail: 'boss@example.com',
    adminPassword: undefined,
    demo: true,
    passwordHashLog2Cost: 10,
  };

  it('fills an empty database, and a second run changes nothing', async () => {
    const db = database.db;
    const first = await seedDatabase(db, options);
    expect(first.admin?.email).toBe('boss@example.com');
    const password = first.admin?.generatedPassword;
    expect(password).toBeDefined();
    const [admin] = await db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(admin?.isAdmin).toBe(true);
    expect(await verifyPassword(password!, admin!.passwordHash)).toBe(true);

    const builtIn = await db.select().from(eventTypes).where(eq(eventTypes.kind, 'builtIn'));
    expect(builtIn.map((t) => t.name).sort()).toEqual(
      ['Card', 'Corner', 'Free-Kick', 'Goal', 'Goal-Kick', 'Offside', 'Penalty', 'Shot', 'Throw'].sort(),
    );
    const halves = await db.select().from(matchHalves).where(eq(matchHalves.matchId, first.demoMatchId!));
    expect(halves).toHaveLength(2);
    const rounds = await db.select().from(matchRounds).where(eq(matchRounds.matchId, first.demoMatchId!));
    expect(rounds).toHaveLength(10);
    // priced by the game clock's first tick, not by the seed: no admin's prices, nothing pinned
    const [demo] = await db.select().from(matches).where(eq(matches.id, first.demoMatchId!));
    expect(demo).toMatchObject({ autoPricing: true, pricedRoundId: null });
    expect(demo!.timelineSeed).toBeTruthy();
    const [oddsCount] = await db.select({ n: count() }).from(odds);
    expect(oddsCount?.n).toBe(0);

    const second = await seedDatabase(db, options);
    expect(second).toEqual({ admin: undefined, demoMatchId: undefined });
    const [matchCount] = await db.select({ n: count() }).from(matches);
    const [avatarCount] = await db.select({ n: count() }).from(avatars);
    const [userCount] = await db.select({ n: count() }).from(users);
    expect([matchCount?.n, avatarCount?.n, userCount?.n]).toEqual([1, 6, 1]);
  });
});
