import type { MatchRound } from '@kickchips/core';
import { conflict } from '../../http/http-error';
import { findHalfRow, listRounds, loadMatchState } from '../matches';
import { applyRoundStatuses } from './apply-round-statuses';
import type { EngineContext } from './engine-context';
import { settlePendingRounds } from './settle-pending-rounds';

/**
 * Update rounds (spec 7, while the half is active): re-evaluates the round statuses of a half now,
 * the same step the clock runs every tick, and settles what it finished.
 */
export async function updateRounds(ctx: EngineContext, halfId: string): Promise<MatchRound[]> {
  const half = await findHalfRow(ctx.db, halfId);
  if (half.status !== 'active') throw conflict('Rounds can be updated only while their half is active');
  const now = ctx.clock.now();
  const changes = await ctx.db.transaction(async (tx) => {
    const loaded = await loadMatchState(tx, half.matchId);
    return loaded ? applyRoundStatuses(tx, loaded, now.getTime(), half.halfNumber) : [];
  });
  if (changes.length > 0) {
    await ctx.notices.publish([{ type: 'match.changed', matchId: half.matchId }]);
    await settlePendingRounds(
      ctx,
      changes.map((c) => c.roundId),
    ).catch((err) => ctx.log.warn({ err }, 'settling after update-rounds failed; the clock will retry'));
  }
  return listRounds(ctx.db, { halfId });
}
