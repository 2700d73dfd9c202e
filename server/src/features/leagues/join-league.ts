import { LEAGUE_MAX_MEMBERS, type League } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { leagueMembers, leagues, users } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { displayUsername } from '../lobbies';
import { type NoticeContext, withNotices } from '../notices';
import { addNotifications } from '../notifications';
import { findLeague, memberCount } from './find-league';
import { toLeagueView } from './league-view';

/**
 * Joins the league with this invite code and tells its owner. Joining twice keeps the one
 * membership. The league row is locked while its members are counted, so two joins at once never
 * take it past its limit.
 */
export async function joinLeague(
  ctx: NoticeContext,
  userId: string,
  inviteCode: string,
  now: Date,
): Promise<League> {
  return withNotices(ctx, async (tx, notify) => {
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
    if (joined.length === 0) return toLeagueView(league, members);
    if (members > LEAGUE_MAX_MEMBERS) {
      throw conflict(`This league is full: it has ${LEAGUE_MAX_MEMBERS} members`, 'league/full');
    }
    const [member] = await tx
      .select({ name: users.name, username: users.username })
      .from(users)
      .where(eq(users.id, userId));
    const data = {
      kind: 'league.joined' as const,
      leagueId: league.id,
      leagueName: league.name,
      memberName: displayUsername(member!),
    };
    notify(...(await addNotifications(tx, [league.ownerId], data, now)));
    return toLeagueView(league, members);
  });
}
