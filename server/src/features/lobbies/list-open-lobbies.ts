import { DEFAULT_GAME_SETTINGS, type OpenLobby } from '@kickchips/core';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { lobbies, lobbyUsers, matches, matchHalves, users } from '../../db/schema';
import { matchIsSetUp, matchScores, scoreIn, toHalfState } from '../matches';
import { displayUsername } from './display-username';
import { playerCountSql } from './player-count';
import { lobbyMatchTiming } from './pre-match-betting';

/** The list is a lobby picker, not an archive: the newest hundred are plenty. */
const OPEN_LOBBIES_LIMIT = 100;

/**
 * The OPEN LOBBIES list (game-rules 9): public lobbies whose match is set up and not completed (nor
 * deleted), which have a free seat, which their host has not locked and from which the caller was not removed
 * (the list offers what one can join), newest first, with their matches' scores. Three queries:
 * the lobbies, then their matches' halves and scores.
 */
export async function listOpenLobbies(db: Db, userId: string, now: Date): Promise<OpenLobby[]> {
  const playerCount = playerCountSql(lobbies.id);
  const maxPlayers = sql<number>`coalesce((${lobbies.settings}->>'maxPlayers')::int, ${DEFAULT_GAME_SETTINGS.maxPlayers})`;
  const rows = await db
    .select({
      id: lobbies.id,
      code: lobbies.code,
      matchId: matches.id,
      homeTeam: matches.homeTeam,
      awayTeam: matches.awayTeam,
      scheduledAt: matches.scheduledAt,
      host: { username: users.username, name: users.name },
      playerCount,
      maxPlayers,
    })
    .from(lobbies)
    .innerJoin(matches, eq(matches.id, lobbies.matchId))
    .innerJoin(users, eq(users.id, lobbies.hostUserId))
    .where(
      and(
        isNull(matches.deletedAt),
        eq(lobbies.locked, false),
        ne(matches.status, 'completed'),
        matchIsSetUp(),
        sql`coalesce((${lobbies.settings}->>'isPrivate')::boolean, false) = false`,
        sql`${playerCount} < ${maxPlayers}`,
        sql`NOT EXISTS (SELECT 1 FROM ${lobbyUsers} WHERE ${lobbyUsers.lobbyId} = ${lobbies.id}
              AND ${lobbyUsers.userId} = ${userId} AND ${lobbyUsers.removedAt} IS NOT NULL)`,
      ),
    )
    .orderBy(desc(lobbies.createdAt), desc(lobbies.id))
    .limit(OPEN_LOBBIES_LIMIT);
  if (rows.length === 0) return [];

  const matchIds = [...new Set(rows.map((row) => row.matchId))];
  const [halfRows, scores] = await Promise.all([
    db.select().from(matchHalves).where(inArray(matchHalves.matchId, matchIds)),
    matchScores(db, matchIds),
  ]);
  const time = now.getTime();
  const timingByMatch = new Map(
    matchIds.map((matchId) => {
      const halves = halfRows.filter((half) => half.matchId === matchId).map(toHalfState);
      return [matchId, lobbyMatchTiming(halves, time)];
    }),
  );

  return rows.map((row) => {
    const { half, preMatchBetting, halfTime } = timingByMatch.get(row.matchId)!;
    const startTime = half?.startTime ?? row.scheduledAt?.getTime() ?? null;
    return {
      _id: row.id,
      lobbyCode: row.code,
      match: {
        homeTeam: row.homeTeam,
        awayTeam: row.awayTeam,
        startTime: startTime === null ? null : new Date(startTime).toISOString(),
        halfNumber: half?.halfNumber ?? null,
        score: scoreIn(scores, row.matchId),
      },
      hostUser: { username: displayUsername(row.host) },
      playerCount: row.playerCount,
      maxPlayers: row.maxPlayers,
      preMatchBetting,
      halfTime,
    };
  });
}
