import type { AbandonMatchOutput } from '@kickchips/core';
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { bets, lobbies, matches, matchHalves, matchRounds } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { writeAudit } from '../audit';
import { type EngineContext, runEach, settleRound } from '../match-engine';
import { finishLobbies } from '../results';

/**
 * Abandons a match that cannot go on (game-rules: abandoned matches). In one transaction every round
 * not yet finished is voided, every half still open ends now and the match ends, marked abandoned.
 * Then the voided rounds are settled by the engine, which refunds their stakes through the ledger
 * (finished rounds stay settled), and the lobbies get their final standings from what was settled.
 * Should settling fail half way, the clock finishes the job on its next ticks.
 */
export async function abandonMatch(
  ctx: EngineContext,
  input: { matchId: string; actorId: string },
): Promise<AbandonMatchOutput> {
  const now = ctx.clock.now();
  const voided = await ctx.db.transaction(async (tx) => {
    const [match] = await tx
      .select({ status: matches.status, abandonedAt: matches.abandonedAt })
      .from(matches)
      .where(and(eq(matches.id, input.matchId), isNull(matches.deletedAt)))
      .for('update');
    if (!match) throw notFound('Match not found');
    if (match.abandonedAt) throw conflict('This match was already abandoned');
    if (match.status === 'completed') throw conflict('This match has already ended');
    const rounds = await tx
      .update(matchRounds)
      .set({
        status: 'void',
        settlementVersion: sql`${matchRounds.settlementVersion} + 1`,
        updatedAt: now,
      })
      .where(and(eq(matchRounds.matchId, input.matchId), inArray(matchRounds.status, ['upcoming', 'active'])))
      .returning({ id: matchRounds.id });
    await tx
      .update(matchHalves)
      .set({
        status: 'finished',
        endTime: sql`GREATEST(COALESCE(${matchHalves.startTime}, ${now}), ${now})`,
        updatedAt: now,
      })
      .where(and(eq(matchHalves.matchId, input.matchId), ne(matchHalves.status, 'finished')));
    await tx
      .update(matches)
      .set({ status: 'completed', abandonedAt: now, updatedAt: now })
      .where(eq(matches.id, input.matchId));
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'abandon',
      entity: 'match',
      entityId: input.matchId,
      detail: { voidedRounds: rounds.length },
    });
    return rounds.map((round) => round.id);
  });

  const lobbyRows = await ctx.db
    .select({ id: lobbies.id })
    .from(lobbies)
    .where(eq(lobbies.matchId, input.matchId));
  await ctx.notices.publish([
    { type: 'match.changed', matchId: input.matchId },
    ...lobbyRows.map((lobby) => ({ type: 'lobby.changed' as const, lobbyId: lobby.id })),
    { type: 'lobbies.changed' },
  ]);
  await runEach(voided, (roundId) => settleRound(ctx, roundId));
  await finishLobbies(ctx, now);

  const [refunded] =
    voided.length === 0
      ? [{ value: 0 }]
      : await ctx.db
          .select({ value: count() })
          .from(bets)
          .where(and(inArray(bets.roundId, voided), eq(bets.status, 'void')));
  return {
    match: { _id: input.matchId, status: 'completed', abandoned: true },
    voidedRounds: voided.length,
    refundedBets: refunded?.value ?? 0,
  };
}
