import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef, updatedAt } from './columns';
import { users } from './users';

/** A group of friends playing lobbies together across matches, joined by its invite code. */
export const leagues = pgTable(
  'leagues',
  {
    id: id(),
    name: text('name').notNull(),
    inviteCode: text('invite_code').notNull().unique(),
    ownerId: requiredRef('owner_id', () => users.id, 'restrict'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('leagues_invite_code_length', sql`length(${t.inviteCode}) = 6`)],
);

export const leagueMembers = pgTable(
  'league_members',
  {
    leagueId: requiredRef('league_id', () => leagues.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'restrict'),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId] }), index('league_members_user_idx').on(t.userId)],
);
