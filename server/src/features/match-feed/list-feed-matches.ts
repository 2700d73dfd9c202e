import { and, asc, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { matches, matchHalves, matchRounds } from '../../db/schema';
import { matchIsSetUp, matchScores, scoreIn } from '../matches';
import { feedHalf } from './feed-half';

/**
 * The matches a host can start a game on (CREATE GAME, SELECT MATCH, and the final screen's "Play the
 * next match with this group"): set up, not completed, not deleted, with their halves and rounds,
 * soonest first, with their scores. Four queries whatever the number of matches.
 */
export async function listFeedMatches(db: Db) {
  const rows = await db
    .select()
    .from(matches)
    .where(and(isNull(matches.deletedAt), ne(matches.status, 'completed'), matchIsSetUp()))
    .orderBy(asc(matches.scheduledAt), asc(matches.createdAt));
  const ids = rows.map((row) => row.id);
  const [halves, rounds, scores] =
    rows.length === 0
      ? [[], [], new Map()]
      : await Promise.all([
          db
            .select()
            .from(matchHalves)
            .where(inArray(matchHalves.matchId, ids))
            .orderBy(asc(matchHalves.halfNumber)),
          db
            .select({
              matchId: matchRounds.matchId,
              halfId: matchRounds.halfId,
              roundNumber: matchRounds.roundNumber,
              startMinute: matchRounds.startMinute,
              endMinute: matchRounds.endMinute,
            })
            .from(matchRounds)
            .where(inArray(matchRounds.matchId, ids))
            .orderBy(asc(matchRounds.roundNumber)),
          matchScores(db, ids),
        ]);
  const halfNumbers = new Map(halves.map((half) => [half.id, half.halfNumber]));
  return rows.map((match) => ({
    _id: match.id,
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    teams: [{ name: match.homeTeam }, { name: match.awayTeam }],
    status: match.status,
    scheduledAt: match.scheduledAt?.toISOString() ?? null,
    clockSpeed: match.clockSpeed,
    autoPricing: match.autoPricing,
    score: scoreIn(scores, match.id),
    halves: halves.filter((half) => half.matchId === match.id).map(feedHalf),
    rounds: rounds
      .filter((round) => round.matchId === match.id)
      .map(({ halfId, roundNumber, startMinute, endMinute }) => ({
        halfNumber: halfNumbers.get(halfId) ?? 0,
        roundNumber,
        startMinute,
        endMinute,
      })),
  }));
}
