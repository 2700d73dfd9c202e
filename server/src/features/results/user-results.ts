import type { FinalStanding, PreviousResult } from '@kickchips/core';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { lobbies, lobbyUsers, matches, matchHalves } from '../../db/schema';
import { matchScores, scoreIn } from '../matches';

/**
 * GET user-results: the caller's finished games, newest first, from the standings stored when
 * each lobby finished, with their matches' scores. Only games where the caller stood on the
 * leaderboard count. Three queries however many games.
 */
export async function userResults(db: Db, userId: string): Promise<PreviousResult[]> {
  const rows = await db
    .select({ lobby: lobbies, match: matches })
    .from(lobbyUsers)
    .innerJoin(lobbies, eq(lobbies.id, lobbyUsers.lobbyId))
    .innerJoin(matches, eq(matches.id, lobbies.matchId))
    .where(and(eq(lobbyUsers.userId, userId), isNotNull(lobbies.finalStandings)))
    .orderBy(desc(lobbies.finishedAt), desc(lobbies.id));
  if (rows.length === 0) return [];
  const matchIds = rows.map((row) => row.match.id);
  const [halves, scores] = await Promise.all([
    db
      .select({ matchId: matchHalves.matchId, startTime: matchHalves.startTime })
      .from(matchHalves)
      .where(inArray(matchHalves.matchId, matchIds))
      .orderBy(asc(matchHalves.halfNumber)),
    matchScores(db, matchIds),
  ]);
  return rows.flatMap(({ lobby, match }) => {
    const standings = lobby.finalStandings as FinalStanding[];
    const mine = standings.find((standing) => standing.user._id === userId);
    if (!mine) return [];
    const kickOff = halves.find((half) => half.matchId === match.id && half.startTime)?.startTime;
    return [
      {
        lobbyId: lobby.id,
        lobbyCode: lobby.code,
        homeTeam: match.homeTeam,
        awayTeam: match.awayTeam,
        score: scoreIn(scores, match.id),
        startTime: (kickOff ?? match.scheduledAt)?.toISOString() ?? null,
        position: mine.rank,
        totalPlayers: standings.length,
        userWon: mine.won,
        leaderboard: standings,
      },
    ];
  });
}
