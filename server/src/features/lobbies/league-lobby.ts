import type { PushMessage } from '@kickchips/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { leagueMembers, leagues, users } from '../../db/schema';
import { forbidden } from '../../http/http-error';
import { addNotifications } from '../notifications';
import { displayUsername } from './display-username';

/** Only a league's members may open a lobby in it. */
export async function requireLeagueHost(tx: Tx, leagueId: string, hostUserId: string): Promise<void> {
  const [member] = await tx
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, hostUserId)));
  if (!member) throw forbidden('leagueId: you are not a member of this league', 'lobby/not_league_member');
}

/** Tells every other member of the league that its new lobby is open, with the code. */
export async function inviteLeagueMembers(
  tx: Tx,
  lobby: { leagueId: string; hostUserId: string; lobbyId: string; lobbyCode: string },
  now: Date,
): Promise<PushMessage[]> {
  const [league] = await tx
    .select({ name: leagues.name })
    .from(leagues)
    .where(eq(leagues.id, lobby.leagueId));
  const [host] = await tx
    .select({ name: users.name, username: users.username })
    .from(users)
    .where(eq(users.id, lobby.hostUserId));
  const others = await tx
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, lobby.leagueId), ne(leagueMembers.userId, lobby.hostUserId)));
  return addNotifications(
    tx,
    others.map((member) => member.userId),
    {
      kind: 'lobby.invited',
      lobbyId: lobby.lobbyId,
      lobbyCode: lobby.lobbyCode,
      byName: displayUsername(host!),
      leagueName: league!.name,
    },
    now,
  );
}
