import { halfOrdinal, halfStartProblem, type MatchHalf, nextFullMinute } from '@kickchips/core';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { matches, matchHalves } from '../../db/schema';
import { conflict } from '../../http/http-error';
import { writeAudit } from '../audit';
import { loadHalf, lockMatchState } from '../matches';
import type { EngineContext } from './engine-context';

/**
 * Starts a half inside the caller's transaction (spec 4): its start time is the next full minute
 * and the match becomes active. The match row is locked so that starts of one match take turns,
 * and the half moves only from 'upcoming', so a repeated or concurrent start gets a 409.
 */
export async function startHalfInTx(
  tx: Tx,
  input: { matchId: string; halfNumber: number; actorId: string | null },
  now: Date,
): Promise<string> {
  const loaded = await lockMatchState(tx, input.matchId);
  const problem = halfStartProblem(
    loaded.state.halves,
    input.halfNumber,
    loaded.match.status === 'completed',
  );
  if (problem) throw conflict(problem);
  const half = loaded.halves.find((h) => h.halfNumber === input.halfNumber)!;
  const startTime = new Date(nextFullMinute(now.getTime()));
  const started = await tx
    .update(matchHalves)
    .set({ status: 'active', startTime, endTime: null, updatedAt: now })
    .where(and(eq(matchHalves.id, half.id), eq(matchHalves.status, 'upcoming')))
    .returning({ id: matchHalves.id });
  if (started.length === 0) {
    throw conflict(
      `The ${halfOrdinal(input.halfNumber)} half can start only if it is neither active nor finished`,
    );
  }
  await tx.update(matches).set({ status: 'active', updatedAt: now }).where(eq(matches.id, input.matchId));
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'update',
    entity: 'half',
    entityId: half.id,
    detail: { transition: 'start', halfNumber: input.halfNumber, startTime },
  });
  return half.id;
}

/** Start half 1 / start half 2 (spec 7). */
export async function startHalf(
  ctx: EngineContext,
  input: { matchId: string; halfNumber: number; actorId: string | null },
): Promise<MatchHalf> {
  const now = ctx.clock.now();
  const halfId = await ctx.db.transaction((tx) => startHalfInTx(tx, input, now));
  await ctx.notices.publish([{ type: 'match.changed', matchId: input.matchId }]);
  return (await loadHalf(ctx.db, halfId))!;
}
