import type { Penalty } from '@kickchips/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bettingClosures, chipLedger, matchRounds } from '../../db/schema';

/**
 * The inactivity penalties a member was charged in a lobby, by round: the ledger's penalty rows,
 * dated by the betting closure that charged them (the rule's time, not when the clock noticed).
 * The caller has checked membership.
 */
export async function userPenalties(db: Db, lobbyId: string, userId: string): Promise<Penalty[]> {
  const rows = await db
    .select({
      roundId: matchRounds.id,
      roundNumber: matchRounds.roundNumber,
      delta: chipLedger.delta,
      closedAt: bettingClosures.closedAt,
      createdAt: chipLedger.createdAt,
    })
    .from(chipLedger)
    .innerJoin(matchRounds, eq(matchRounds.id, chipLedger.roundId))
    .leftJoin(
      bettingClosures,
      and(eq(bettingClosures.lobbyId, chipLedger.lobbyId), eq(bettingClosures.roundId, chipLedger.roundId)),
    )
    .where(
      and(eq(chipLedger.lobbyId, lobbyId), eq(chipLedger.userId, userId), eq(chipLedger.kind, 'penalty')),
    )
    .orderBy(asc(matchRounds.roundNumber));
  return rows.map((row) => ({
    roundId: row.roundId,
    roundNumber: row.roundNumber,
    chips: -row.delta,
    at: (row.closedAt ?? row.createdAt).toISOString(),
  }));
}
