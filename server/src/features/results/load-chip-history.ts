import type { ChipHistoryOutput } from '@kickchips/core';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chipLedger, matchHalves, matchRounds } from '../../db/schema';
import { loadMembers } from '../lobbies';
import { chipHistoryOf } from './chip-history-of';

/**
 * GET game/chip-history: the chips of the lobby's present players (not spectators) at the start
 * and after each settled round of its match, in match order (half, start minute, round number).
 */
export async function loadChipHistory(db: Db, lobbyId: string, matchId: string): Promise<ChipHistoryOutput> {
  const [members, rounds, sums] = await Promise.all([
    loadMembers(db, lobbyId),
    db
      .select({
        roundId: matchRounds.id,
        roundNumber: matchRounds.roundNumber,
        void: sql<boolean>`${matchRounds.status} = 'void'`,
      })
      .from(matchRounds)
      .innerJoin(matchHalves, eq(matchHalves.id, matchRounds.halfId))
      .where(and(eq(matchRounds.matchId, matchId), gt(matchRounds.settledVersion, 0)))
      .orderBy(asc(matchHalves.halfNumber), asc(matchRounds.startMinute), asc(matchRounds.roundNumber)),
    db
      .select({
        userId: chipLedger.userId,
        roundId: chipLedger.roundId,
        delta: sql<number>`sum(${chipLedger.delta})::int`,
      })
      .from(chipLedger)
      .where(eq(chipLedger.lobbyId, lobbyId))
      .groupBy(chipLedger.userId, chipLedger.roundId),
  ]);
  const players = members.filter((member) => member.role === 'player').map((member) => member.user);
  return chipHistoryOf(players, rounds, sums);
}
