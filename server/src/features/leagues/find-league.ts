import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { leagueMembers, leagues } from '../../db/schema';
import { forbidden, notFound } from '../../http/http-error';

export const LEAGUE_NOT_FOUND = 'League not found';
export const NOT_A_LEAGUE_MEMBER = 'You are not a member of this league';

/** The league, locked for the rest of the transaction when `lock` is set; 404 when there is none. */
export async function findLeague(db: Db | Tx, leagueId: string, lock = false) {
  const query = db.select().from(leagues).where(eq(leagues.id, leagueId));
  const [league] = await (lock ? query.for('update') : query);
  if (!league) throw notFound(LEAGUE_NOT_FOUND, 'league/not_found');
  return league;
}

/** Only members see a league: 403 for anyone else. */
export async function requireLeagueMember(db: Db | Tx, leagueId: string, userId: string): Promise<void> {
  const [member] = await db
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
  if (!member) throw forbidden(NOT_A_LEAGUE_MEMBER, 'league/not_a_member');
}

/** Only the owner may rename the league or remove its members. */
export function requireLeagueOwner(league: { ownerId: string }, userId: string): void {
  if (league.ownerId !== userId) throw forbidden('Only the league owner can do that', 'league/not_owner');
}

export async function memberCount(db: Db | Tx, leagueId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(leagueMembers)
    .where(eq(leagueMembers.leagueId, leagueId));
  return row?.n ?? 0;
}
