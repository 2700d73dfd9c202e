import type { PushMessage } from '@kickchips/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { leagueMembers, leagues, users } from '../../db/schema';
import { forbidden } from '../../http/http-error';
import { addNotifications } from '../notifications';
import { displayUsername } from './display-username';

export async function isLeagueMember(db: Db | Tx, leagueId: string, userId: string): Promise<boolean> {
  const [member] = await db
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
  return Boolean(member);
}

/** Only a league's members may open a lobby in it. */
export async function requireLeagueHost(tx: Tx, leagueId: string, hostUserId: string): Promise<void> {
  if (!(await isLeagueMember(tx, leagueId, hostUserId))) {
    throw forbidden('League: you are not a member of this league', 'lobby/not_league_member');
  }
}

/** The league's members other than the host: who a new lobby in the league is announced to. */
export async function otherLeagueMembers(tx: Tx, leagueId: string, hostUserId: string): Promise<string[]> {
  const others = await tx
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), ne(leagueMembers.userId, hostUserId)));
  return others.map((member) => member.userId);
}

/**
 * Tells each of `userIds` (once, however often named) that the new lobby is open, with its code, who
 * opened it and its league, if any.
 */
export async function inviteToLobby(
  tx: Tx,
  lobby: { leagueId: string | null; hostUserId: string; lobbyId: string; lobbyCode: string },
  userIds: readonly string[],
  now: Date,
): Promise<PushMessage[]> {
  const invited = userIds.filter((userId) => userId !== lobby.hostUserId);
  if (invited.length === 0) return [];
  const [league] = lobby.leagueId
    ? await tx.select({ name: leagues.name }).from(leagues).where(eq(leagues.id, lobby.leagueId))
    : [];
  const [host] = await tx
    .select({ name: users.name, username: users.username })
    .from(users)
    .where(eq(users.id, lobby.hostUserId));
  return addNotifications(
    tx,
    invited,
    {
      kind: 'lobby.invited',
      lobbyId: lobby.lobbyId,
      lobbyCode: lobby.lobbyCode,
      byName: displayUsername(host!),
      leagueName: league?.name ?? null,
    },
    now,
  );
}
