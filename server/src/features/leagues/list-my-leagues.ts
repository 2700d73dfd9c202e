import type { League } from '@kickchips/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { leagueMembers, leagues } from '../../db/schema';
import { toLeagueView } from './league-view';

/** The caller's leagues, in the order they joined them. */
export async function listMyLeagues(db: Db, userId: string): Promise<League[]> {
  const rows = await db
    .select({
      league: leagues,
      members: sql<number>`(SELECT count(*)::int FROM league_members m WHERE m.league_id = ${leagues.id})`,
    })
    .from(leagueMembers)
    .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
    .where(eq(leagueMembers.userId, userId))
    .orderBy(asc(leagueMembers.joinedAt));
  return rows.map((row) => toLeagueView(row.league, row.members));
}
