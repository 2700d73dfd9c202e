import { count } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { teamMembers } from '../../db/schema';

export const SEEDED_TEAM_MEMBERS = [
  {
    name: 'Maya Okafor',
    role: 'Product & game design',
    bio: 'Turned a Sunday-league argument about corner counts into a game. Keeps the rules fair and the odds honest.',
  },
  {
    name: 'Tom Lindqvist',
    role: 'Engineering',
    bio: 'Builds the live match engine, so every goal reaches your screen before the replay does.',
  },
  {
    name: 'Ana Ruiz',
    role: 'Design & community',
    bio: 'Designs the lobbies and chats, and runs the friendly leagues that test every new feature.',
  },
] as const;

/** Puts the team page's three members in an empty table; a table with members is left alone. */
export async function seedTeamMembers(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(teamMembers);
  if (existing!.n > 0) return;
  await db
    .insert(teamMembers)
    .values(SEEDED_TEAM_MEMBERS.map((member, position) => ({ ...member, position })));
}
