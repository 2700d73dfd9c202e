import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { matches, matchHalves, matchRounds } from '../../db/schema';

/**
 * Whether a match is set up enough to be offered to players (SELECT MATCH, the final screen's next
 * match, OPEN LOBBIES), as a condition on a query that has the `matches` table: it has halves, and
 * a kick-off time, a round or a started half. "Add Match" makes a match with two empty halves and
 * no kick-off ('Home Team vs Away Team'), which no player should be offered before the admin has
 * set it up.
 */
export function matchIsSetUp(matchId: AnyPgColumn = matches.id) {
  return sql<boolean>`(EXISTS (SELECT 1 FROM ${matchHalves} WHERE ${matchHalves.matchId} = ${matchId})
    AND (${matches.scheduledAt} IS NOT NULL
      OR EXISTS (SELECT 1 FROM ${matchRounds} WHERE ${matchRounds.matchId} = ${matchId})
      OR EXISTS (SELECT 1 FROM ${matchHalves} WHERE ${matchHalves.matchId} = ${matchId}
        AND ${matchHalves.startTime} IS NOT NULL)))`;
}
