import type { LobbyByCode } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { lobbies, matches, users } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { displayUsername } from './display-username';
import { lobbyMatch } from './lobby-match';
import { lobbySettings } from './lobby-settings';
import { playerCountSql } from './player-count';
import { LOBBY_NOT_FOUND } from './require-member';

/** A lobby by its (already uppercased) code, with what the join dialogs need; 404 when there is none. */
export async function findLobbyByCode(db: Db, code: string): Promise<LobbyByCode> {
  const [row] = await db
    .select({
      lobby: { id: lobbies.id, code: lobbies.code, settings: lobbies.settings },
      match: {
        id: matches.id,
        homeTeam: matches.homeTeam,
        awayTeam: matches.awayTeam,
        status: matches.status,
      },
      host: { username: users.username, name: users.name },
      playerCount: playerCountSql(lobbies.id),
    })
    .from(lobbies)
    .innerJoin(matches, eq(matches.id, lobbies.matchId))
    .innerJoin(users, eq(users.id, lobbies.hostUserId))
    .where(eq(lobbies.code, code));
  if (!row) throw notFound(LOBBY_NOT_FOUND, 'lobby/not_found');
  return {
    _id: row.lobby.id,
    lobbyCode: row.lobby.code,
    gameSettings: lobbySettings(row.lobby.settings),
    match: lobbyMatch(row.match),
    hostUser: { username: displayUsername(row.host) },
    playerCount: row.playerCount,
  };
}
