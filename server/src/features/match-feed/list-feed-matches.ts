import { and, asc, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { matches, matchHalves } from '../../db/schema';
import { feedHalf } from './feed-half';

/**
 * The matches a host can start a game on (CREATE GAME, SELECT MATCH): not completed, not deleted,
 * with their halves, soonest first. Two queries whatever the number of matches.
 */
export async function listFeedMatches(db: Db) {
  const rows = await db
    .select()
    .from(matches)
    .where(and(isNull(matches.deletedAt), ne(matches.status, 'completed')))
    .orderBy(asc(matches.scheduledAt), asc(matches.createdAt));
  const halves =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(matchHalves)
          .where(
            inArray(
              matchHalves.matchId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(matchHalves.halfNumber));
  return rows.map((match) => ({
    _id: match.id,
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    teams: [{ name: match.homeTeam }, { name: match.awayTeam }],
    status: match.status,
    scheduledAt: match.scheduledAt?.toISOString() ?? null,
    clockSpeed: match.clockSpeed,
    halves: halves.filter((half) => half.matchId === match.id).map(feedHalf),
  }));
}
