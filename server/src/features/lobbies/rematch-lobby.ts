import { type LobbyRef, removedText } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { lobbies, lobbyUsers } from '../../db/schema';
import { forbidden, notFound } from '../../http/http-error';
import type { NoticeContext } from '../notices';
import { createLobby } from './create-lobby';
import { isLeagueMember } from './league-lobby';
import { lobbySettings } from './lobby-settings';
import { LOBBY_NOT_FOUND, NOT_A_MEMBER } from './require-member';

/**
 * "Play the next match with this group": a new lobby on `matchId` with the old lobby's game settings
 * and league, hosted by the caller (any member of the old lobby the host or an admin did not remove),
 * who joins it as a player. Every other such member is invited with the new code; in a league its
 * members are too, each once. The match must be one a lobby can be made on (createLobby says so).
 */
export async function rematchLobby(
  ctx: NoticeContext,
  userId: string,
  input: { lobbyId: string; matchId: string },
  now: Date,
): Promise<LobbyRef> {
  const [old] = await ctx.db
    .select({ settings: lobbies.settings, leagueId: lobbies.leagueId })
    .from(lobbies)
    .where(eq(lobbies.id, input.lobbyId));
  if (!old) throw notFound(LOBBY_NOT_FOUND, 'lobby/not_found');
  const members = await ctx.db
    .select({ userId: lobbyUsers.userId, removedAt: lobbyUsers.removedAt, removedBy: lobbyUsers.removedBy })
    .from(lobbyUsers)
    .where(eq(lobbyUsers.lobbyId, input.lobbyId));
  const caller = members.find((member) => member.userId === userId);
  if (!caller) throw forbidden(NOT_A_MEMBER, 'lobby/not_member');
  if (caller.removedAt) throw forbidden(removedText(caller.removedBy), 'lobby/removed');
  if (old.leagueId && !(await isLeagueMember(ctx.db, old.leagueId, userId))) {
    throw forbidden("Only members of this game's league can start its next game", 'lobby/not_league_member');
  }
  const invitees = members.filter((member) => !member.removedAt).map((member) => member.userId);
  return createLobby(
    ctx,
    userId,
    {
      matchId: input.matchId,
      gameSettings: lobbySettings(old.settings),
      ...(old.leagueId && { leagueId: old.leagueId }),
      invitees,
    },
    now,
  );
}
