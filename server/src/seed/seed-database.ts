import { randomBytes } from 'node:crypto';
import { BUILT_IN_EVENT_TYPES, CONFIGURABLE_EVENT_TYPES } from '@kickchips/core';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { avatars, eventTypes, matches, siteTexts, users } from '../db/schema';
import { hashPassword } from '../features/auth/password-hash';
import { createDemoMatch } from '../features/replay/create-demo-match';
import { seedTeamMembers } from '../features/team/seed-team-members';

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

  await seedTeamMembers(db);

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

/** The demo match, replayed by the game clock from a minute or two after the server starts. */
function seedDemoMatch(db: Db, now: Date): Promise<string> {
  return db.transaction((tx) => createDemoMatch(tx, now));
}
