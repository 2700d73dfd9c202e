import type { GameSettings, LeaderboardEntry } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { lobbies, users } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { displayUsername } from './display-username';
import { loadMembers, type MemberRow } from './load-members';
import { lobbyLeaderboard } from './lobby-leaderboard';
import { lobbySettings } from './lobby-settings';
import { LOBBY_NOT_FOUND } from './require-member';

/**
 * What every member of a lobby reads alike: the lobby, its host, its present members and their
 * leaderboard (ranked once per change rather than on every read).
 */
export type LobbySnapshot = {
  readonly lobby: {
    readonly id: string;
    readonly code: string;
    readonly matchId: string;
    readonly hostUserId: string;
    readonly status: string;
    readonly createdAt: Date;
    readonly settings: GameSettings;
  };
  readonly hostUsername: string;
  readonly members: readonly MemberRow[];
  readonly leaderboard: readonly LeaderboardEntry[];
};

/** Reads a lobby's snapshot in two queries run together; 404 when there is no such lobby. */
export async function loadLobbySnapshot(db: Db, lobbyId: string): Promise<LobbySnapshot> {
  const [heads, members] = await Promise.all([
    db
      .select({
        id: lobbies.id,
        code: lobbies.code,
        matchId: lobbies.matchId,
        hostUserId: lobbies.hostUserId,
        status: lobbies.status,
        createdAt: lobbies.createdAt,
        settings: lobbies.settings,
        host: { username: users.username, name: users.name },
      })
      .from(lobbies)
      .innerJoin(users, eq(users.id, lobbies.hostUserId))
      .where(eq(lobbies.id, lobbyId)),
    loadMembers(db, lobbyId),
  ]);
  const head = heads[0];
  if (!head) throw notFound(LOBBY_NOT_FOUND, 'lobby/not_found');
  const { host, settings, ...lobby } = head;
  return {
    lobby: { ...lobby, settings: lobbySettings(settings) },
    hostUsername: displayUsername(host),
    members,
    leaderboard: lobbyLeaderboard(members),
  };
}
