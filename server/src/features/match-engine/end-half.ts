import type { MatchHalf } from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import { matches, matchHalves } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { writeAudit } from '../audit';
import { loadHalf, loadMatchState } from '../matches';
import type { EngineContext } from './engine-context';
import { finishHalf } from './finish-half';
import { settlePendingRounds } from './settle-pending-rounds';

export type EndHalfInput = {
  halfId: string;
  /** When the half ended; now when absent. A time ahead of the server clock counts as now. */
  endTime?: Date | undefined;
  actorId: string | null;
};

/**
 * Ends an active half (spec 4): the one code path behind game/end-half, matchHalf/end/{halfId},
 * the clock (a half overtaken by the next) and replays. Its rounds are then settled right away; should
 * that fail, the next clock tick settles them.
 */
export async function endHalf(ctx: EngineContext, input: EndHalfInput): Promise<MatchHalf> {
  const now = ctx.clock.now();
  const { matchId, result } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ half: matchHalves })
      .from(matchHalves)
      .innerJoin(matches, and(eq(matches.id, matchHalves.matchId), isNull(matches.deletedAt)))
      .where(eq(matchHalves.id, input.halfId))
      .for('update');
    if (!row) throw notFound('Half not found');
    const { half } = row;
    if (half.status !== 'active') throw conflict('Only an active half can be ended');
    const startTime = half.startTime ?? now;
    const requested = input.endTime && input.endTime < now ? input.endTime : now;
    if (input.endTime && requested < startTime && startTime <= now) {
      throw badRequest('body.endTime: must not be before the half started');
    }
    // a half ended before its kick-off minute ends at once: none of its rounds ever started
    const endTime = startTime > now ? now : requested;
    const loaded = (await loadMatchState(tx, half.matchId))!;
    const result = await finishHalf(tx, loaded, half.id, endTime, now);
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'end',
      entity: 'half',
      entityId: half.id,
      detail: { endTime, matchCompleted: result.matchCompleted },
    });
    return { matchId: half.matchId, result };
  });
  await ctx.notices.publish([{ type: 'match.changed', matchId }]);
  await settlePendingRounds(
    ctx,
    result.rounds.map((r) => r.roundId),
  ).catch((err) => ctx.log.warn({ err }, 'settling after the end of a half failed; the clock will retry'));
  return (await loadHalf(ctx.db, input.halfId))!;
}
