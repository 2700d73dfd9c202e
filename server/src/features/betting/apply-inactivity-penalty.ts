import type { ApplyPenaltyOutput } from '@kickchips/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chipLedger, matchRounds } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { requireMember } from '../lobbies';
import { closeMatchBetting, type EngineContext } from '../match-engine';

/**
 * POST game/apply-inactivity-penalty: asks the server to apply what is already due by its own clock
 * (game-rules 6) and answers the penalties of that round in the lobby. The engine's closure makes
 * each penalty happen once, however often this is called; it never charges early.
 */
export async function applyInactivityPenalty(
  ctx: EngineContext,
  db: Db,
  userId: string,
  input: { lobbyId: string; matchRoundId: string },
  now: Date,
): Promise<ApplyPenaltyOutput> {
  const { lobby } = await requireMember(db, input.lobbyId, userId);
  const [round] = await db
    .select({ id: matchRounds.id })
    .from(matchRounds)
    .where(and(eq(matchRounds.id, input.matchRoundId), eq(matchRounds.matchId, lobby.matchId)));
  if (!round)
    throw badRequest('matchRoundId: that round is not part of this match', 'bet/round_not_in_match');
  await closeMatchBetting(ctx, lobby.matchId, now);
  const rows = await db
    .select({ userId: chipLedger.userId, delta: chipLedger.delta })
    .from(chipLedger)
    .where(
      and(eq(chipLedger.lobbyId, lobby.id), eq(chipLedger.roundId, round.id), eq(chipLedger.kind, 'penalty')),
    )
    .orderBy(asc(chipLedger.userId));
  return { penalizedUsers: rows.map((row) => ({ user: { _id: row.userId }, amount: -row.delta })) };
}
