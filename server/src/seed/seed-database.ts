import { randomBytes } from 'node:crypto';
import { BUILT_IN_EVENT_TYPES, CONFIGURABLE_EVENT_TYPES } from '@kickchips/core';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  avatars,
  eventTypes,
  matchEventTypes,
  matches,
  matchHalves,
  matchRounds,
  odds,
  siteTexts,
  users,
} from '../db/schema';
import { hashPassword } from '../features/auth/password-hash';
import { DEFAULT_ODDS } from './default-odds';

export const SEEDED_AVATARS = [
  ['Striker', '/avatars/striker.svg'],
  ['Keeper', '/avatars/keeper.svg'],
  ['Captain', '/avatars/captain.svg'],
  ['Winger', '/avatars/winger.svg'],
  ['Referee', '/avatars/referee.svg'],
  ['Ultra', '/avatars/ultra.svg'],
] as const;

export const DEFAULT_SITE_TEXTS = {
  'landing.welcome': 'Social gaming with football knowledge and no risk.',
  'landing.howItWorks':
    'Join a lobby with a 6-character code or create your own for a real match. Before each round, bet your chips over or under on goals, corners, cards and more. Every correct call pays out at the odds; the richest player at full time wins.',
} as const;

export type SeedOptions = {
  adminEmail: string;
  adminPassword: string | undefined;
  demo: boolean;
  passwordHashLog2Cost: number;
  now?: Date;
};

export type SeedResult = {
  /** Set only when the admin account was created in this run. */
  admin: { email: string; generatedPassword: string | undefined } | undefined;
  demoMatchId: string | undefined;
};

/** Fills an empty database with what a newcomer needs; every step is skipped when already done. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  await db
    .insert(eventTypes)
    .values([
      ...BUILT_IN_EVENT_TYPES.map((name) => ({ name, displayName: name, kind: 'builtIn' })),
      ...CONFIGURABLE_EVENT_TYPES.map((name) => ({ name, displayName: name, kind: 'configurable' })),
    ])
    .onConflictDoNothing();

  await db
    .insert(siteTexts)
    .values(Object.entries(DEFAULT_SITE_TEXTS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();

  const [avatarCount] = await db.select({ n: count() }).from(avatars);
  if (avatarCount!.n === 0) {
    await db.insert(avatars).values(SEEDED_AVATARS.map(([name, image]) => ({ name, image })));
  }

  let admin: SeedResult['admin'];
  const [existingAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${options.adminEmail})`);
  if (!existingAdmin) {
    const generatedPassword = options.adminPassword
      ? undefined
      : `Kc-${randomBytes(9).toString('base64url')}1!`;
    await db
      .insert(users)
      .values({
        name: 'Admin',
        email: options.adminEmail,
        username: 'admin',
        passwordHash: await hashPassword(
          options.adminPassword ?? generatedPassword!,
          options.passwordHashLog2Cost,
        ),
        isAdmin: true,
        role: 'admin',
      })
      .onConflictDoNothing();
    admin = { email: options.adminEmail, generatedPassword };
  }

  let demoMatchId: string | undefined;
  const [matchCount] = await db.select({ n: count() }).from(matches);
  if (options.demo && matchCount!.n === 0) demoMatchId = await seedDemoMatch(db, now);
  return { admin, demoMatchId };
}

async function seedDemoMatch(db: Db, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [match] = await tx
      .insert(matches)
      .values({
        homeTeam: 'Riverside Rovers',
        awayTeam: 'Harbour City',
        status: 'scheduled',
        scheduledAt: new Date(now.getTime() + 15 * 60_000),
      })
      .returning();
    const types = await tx.select().from(eventTypes).where(sql`${eventTypes.kind} = 'builtIn'`);
    const order = new Map<string, number>(BUILT_IN_EVENT_TYPES.map((name, i) => [name, i]));
    await tx
      .insert(matchEventTypes)
      .values(
        types.map((t) => ({ matchId: match!.id, eventTypeId: t.id, position: order.get(t.name) ?? 0 })),
      );
    for (const halfNumber of [1, 2]) {
      const [half] = await tx.insert(matchHalves).values({ matchId: match!.id, halfNumber }).returning();
      await tx.insert(matchRounds).values(
        [0, 1, 2, 3, 4].map((i) => ({
          matchId: match!.id,
          halfId: half!.id,
          roundNumber: (halfNumber - 1) * 5 + i + 1,
          startMinute: i * 9,
          endMinute: (i + 1) * 9,
        })),
      );
    }
    await tx.insert(odds).values(
      BUILT_IN_EVENT_TYPES.flatMap((eventType) =>
        DEFAULT_ODDS.map((o) => ({
          matchId: match!.id,
          eventType,
          betType: o.betType,
          threshold: o.threshold,
          odds: o.odds,
          name: `${eventType} ${o.betType} ${o.threshold}`,
        })),
      ),
    );
    return match!.id;
  });
}
