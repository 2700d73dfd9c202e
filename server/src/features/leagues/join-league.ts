import { LEAGUE_MAX_MEMBERS, type League } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { leagueMembers, leagues } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { findLeague, memberCount } from './find-league';
import { toLeagueView } from './league-view';

/**
 * Joins the league with this invite code. Joining twice keeps the one membership. The league row
 * is locked while its members are counted, so two joins at once never take it past its limit.
 */
export async function joinLeague(db: Db, userId: string, inviteCode: string, now: Date): Promise<League> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: leagues.id })
      .from(leagues)
      .where(eq(leagues.inviteCode, inviteCode));
    if (!found) throw notFound('No league has this invite code', 'league/code_not_found');
    const league = await findLeague(tx, found.id, true);
    const joined = await tx
      .insert(leagueMembers)
      .values({ leagueId: league.id, userId, joinedAt: now })
      .onConflictDoNothing()
      .returning({ userId: leagueMembers.userId });
    const members = await memberCount(tx, league.id);
    if (joined.length > 0 && members > LEAGUE_MAX_MEMBERS) {
      throw conflict(`This league is full: it has ${LEAGUE_MAX_MEMBERS} members`, 'league/full');
    }
    return toLeagueView(league, members);
  });
}
