import type { GameSettings, LeaderboardEntry } from '@kickchips/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bets, lobbies, users } from '../../db/schema';
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
    readonly locked: boolean;
    readonly createdAt: Date;
    readonly settings: GameSettings;
  };
  readonly hostUsername: string;
  readonly members: readonly MemberRow[];
  readonly leaderboard: readonly LeaderboardEntry[];
  /** By round, the present members with a pending bet on it: who has bet on the round taking bets. */
  readonly bettorsByRound: ReadonlyMap<string, string[]>;
};

/** Reads a lobby's snapshot in three queries run together; 404 when there is no such lobby. */
export async function loadLobbySnapshot(db: Db, lobbyId: string): Promise<LobbySnapshot> {
  const [heads, members, pending] = await Promise.all([
    db
      .select({
        id: lobbies.id,
        code: lobbies.code,
        matchId: lobbies.matchId,
        hostUserId: lobbies.hostUserId,
        status: lobbies.status,
        locked: lobbies.locked,
        createdAt: lobbies.createdAt,
        settings: lobbies.settings,
        host: { username: users.username, name: users.name },
      })
      .from(lobbies)
      .innerJoin(users, eq(users.id, lobbies.hostUserId))
      .where(eq(lobbies.id, lobbyId)),
    loadMembers(db, lobbyId),
    db
      .selectDistinct({ userId: bets.userId, roundId: bets.roundId })
      .from(bets)
      .where(and(eq(bets.lobbyId, lobbyId), eq(bets.status, 'pending'))),
  ]);
  const head = heads[0];
  if (!head) throw notFound(LOBBY_NOT_FOUND, 'lobby/not_found');
  const { host, settings, ...lobby } = head;
  return {
    lobby: { ...lobby, settings: lobbySettings(settings) },
    hostUsername: displayUsername(host),
    members,
    leaderboard: lobbyLeaderboard(members),
    bettorsByRound: bettorsByRound(members, pending),
  };
}

function bettorsByRound(
  members: readonly MemberRow[],
  pending: readonly { userId: string; roundId: string }[],
): Map<string, string[]> {
  const present = new Set(members.map((member) => member.user._id));
  const byRound = new Map<string, string[]>();
  for (const { userId, roundId } of pending) {
    if (!present.has(userId)) continue;
    byRound.set(roundId, [...(byRound.get(roundId) ?? []), userId]);
  }
  return byRound;
}
