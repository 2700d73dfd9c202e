import { NO_SCORE, type Score } from '@kickchips/core';
import { and, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { matchEvents } from '../../db/schema';
import { teamSideOf } from './team-side-of';

/**
 * The scores of matches (core's scoreOf rule: each Goal, in any case, that is not deleted and names
 * a team counts for that team), in one grouped query however many matches are asked for. A match
 * without such a goal scores 0–0.
 */
export async function matchScores(db: Db | Tx, matchIds: readonly string[]): Promise<Map<string, Score>> {
  const scores = new Map<string, Score>();
  if (matchIds.length === 0) return scores;
  const rows = await db
    .select({ matchId: matchEvents.matchId, team: matchEvents.team, goals: sql<number>`count(*)::int` })
    .from(matchEvents)
    .where(
      and(
        inArray(matchEvents.matchId, [...new Set(matchIds)]),
        isNull(matchEvents.deletedAt),
        isNotNull(matchEvents.team),
        sql`lower(${matchEvents.eventType}) = 'goal'`,
      ),
    )
    .groupBy(matchEvents.matchId, matchEvents.team);
  for (const row of rows) {
    const score = scores.get(row.matchId) ?? { ...NO_SCORE };
    const team = teamSideOf(row.team);
    if (team) score[team] = row.goals;
    scores.set(row.matchId, score);
  }
  return scores;
}

/** The score of each match asked for: 0–0 for one without goals. */
export function scoreIn(scores: ReadonlyMap<string, Score>, matchId: string): Score {
  return scores.get(matchId) ?? { ...NO_SCORE };
}

/** One match's score. */
export async function matchScore(db: Db | Tx, matchId: string): Promise<Score> {
  return scoreIn(await matchScores(db, [matchId]), matchId);
}
