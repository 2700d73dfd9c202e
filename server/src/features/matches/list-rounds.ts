import type { MatchRound } from '@kickchips/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { matches, matchHalves, matchRounds } from '../../db/schema';
import { toRoundView } from './match-views';

export type RoundFilter = { matchId?: string | undefined; halfId?: string | undefined };

/** Rounds by round number, of a match, of a half, or of every match that is not deleted. */
export async function listRounds(db: Db | Tx, filter: RoundFilter = {}): Promise<MatchRound[]> {
  const rows = await db
    .select({ round: matchRounds, halfNumber: matchHalves.halfNumber })
    .from(matchRounds)
    .innerJoin(matchHalves, eq(matchHalves.id, matchRounds.halfId))
    .innerJoin(matches, and(eq(matches.id, matchRounds.matchId), isNull(matches.deletedAt)))
    .where(
      and(
        filter.matchId ? eq(matchRounds.matchId, filter.matchId) : undefined,
        filter.halfId ? eq(matchRounds.halfId, filter.halfId) : undefined,
      ),
    )
    .orderBy(asc(matchRounds.matchId), asc(matchRounds.roundNumber));
  return rows.map((r) => toRoundView(r.round, r.halfNumber));
}
