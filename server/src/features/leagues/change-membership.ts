import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { leagueMembers, leagues } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import { findLeague, requireLeagueMember, requireLeagueOwner } from './find-league';

/** Takes a member out; an owner who goes hands the league to the earliest-joined member left. */
async function dropMember(tx: Tx, league: { id: string; ownerId: string }, userId: string, now: Date) {
  const removed = await tx
    .delete(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, league.id), eq(leagueMembers.userId, userId)))
    .returning({ userId: leagueMembers.userId });
  if (removed.length === 0) throw notFound('That player is not in this league', 'league/member_not_found');
  if (league.ownerId !== userId) return;
  const [next] = await tx
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, league.id), ne(leagueMembers.userId, userId)))
    .orderBy(asc(leagueMembers.joinedAt), asc(leagueMembers.userId))
    .limit(1);
  if (next)
    await tx.update(leagues).set({ ownerId: next.userId, updatedAt: now }).where(eq(leagues.id, league.id));
  else await tx.delete(leagues).where(eq(leagues.id, league.id));
}

/** The caller leaves the league; the last member to leave closes it (its lobbies stay). */
export function leaveLeague(db: Db, leagueId: string, userId: string, now: Date): Promise<void> {
  return db.transaction(async (tx) => {
    const league = await findLeague(tx, leagueId, true);
    await requireLeagueMember(tx, leagueId, userId);
    await dropMember(tx, league, userId, now);
  });
}

/** The owner removes another member. */
export function removeLeagueMember(db: Db, leagueId: string, ownerId: string, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    const league = await findLeague(tx, leagueId, true);
    requireLeagueOwner(league, ownerId);
    if (userId === ownerId)
      throw badRequest('userId: to leave your own league, use Leave', 'league/remove_self');
    await dropMember(tx, league, userId, now);
  });
}

/** The owner renames the league. */
export function renameLeague(db: Db, leagueId: string, ownerId: string, name: string, now: Date) {
  return db.transaction(async (tx) => {
    const league = await findLeague(tx, leagueId, true);
    requireLeagueOwner(league, ownerId);
    await tx.update(leagues).set({ name, updatedAt: now }).where(eq(leagues.id, leagueId));
  });
}
