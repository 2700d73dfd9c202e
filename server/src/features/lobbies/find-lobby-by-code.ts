import { joinRefusal, type LobbyByCode, type LobbyRole } from '@kickchips/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { lobbies, lobbyUsers, matches, users } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { matchScore } from '../matches';
import { displayUsername } from './display-username';
import { lobbyMatch } from './lobby-match';
import { lobbySettings } from './lobby-settings';
import { playerCountSql } from './player-count';
import { LOBBY_NOT_FOUND } from './require-member';

/**
 * A lobby by its (already uppercased) code, with what the join dialogs need (its match's score
 * too) and whether the caller may join; 404 when there is none.
 */
export async function findLobbyByCode(db: Db, code: string, userId: string): Promise<LobbyByCode> {
  const [row] = await db
    .select({
      lobby: { id: lobbies.id, code: lobbies.code, settings: lobbies.settings, locked: lobbies.locked },
      match: {
        id: matches.id,
        homeTeam: matches.homeTeam,
        awayTeam: matches.awayTeam,
        status: matches.status,
      },
      host: { username: users.username, name: users.name },
      playerCount: playerCountSql(lobbies.id),
      standing: {
        userId: lobbyUsers.userId,
        removedAt: lobbyUsers.removedAt,
        removedBy: lobbyUsers.removedBy,
        leftAt: lobbyUsers.leftAt,
        role: lobbyUsers.role,
      },
    })
    .from(lobbies)
    .innerJoin(matches, eq(matches.id, lobbies.matchId))
    .innerJoin(users, eq(users.id, lobbies.hostUserId))
    .leftJoin(lobbyUsers, and(eq(lobbyUsers.lobbyId, lobbies.id), eq(lobbyUsers.userId, userId)))
    .where(eq(lobbies.code, code));
  if (!row) throw notFound(LOBBY_NOT_FOUND, 'lobby/not_found');
  const present = row.standing?.userId && !row.standing.removedAt && !row.standing.leftAt;
  return {
    _id: row.lobby.id,
    lobbyCode: row.lobby.code,
    gameSettings: lobbySettings(row.lobby.settings),
    match: lobbyMatch(row.match, await matchScore(db, row.match.id)),
    hostUser: { username: displayUsername(row.host) },
    playerCount: row.playerCount,
    joinRefusal: joinRefusal(row.standing?.userId ? row.standing : null, row.lobby.locked),
    // the column's check allows only the two roles
    memberRole: present ? (row.standing!.role as LobbyRole) : undefined,
  };
}
