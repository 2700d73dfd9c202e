import type { EndMatchOutput } from '@kickchips/core';
import { conflict } from '../../http/http-error';
import { writeAudit } from '../audit';
import { listHalves, loadMatchState, lockMatchState } from '../matches';
import { applyRoundStatuses } from './apply-round-statuses';
import { completeMatchInTx } from './complete-match';
import type { EngineContext } from './engine-context';
import { settlePendingRounds } from './settle-pending-rounds';

/**
 * End match (spec 7): every half that is not finished ends now (one that never started voids all
 * its rounds), the rounds cut short are settled, and the match is completed.
 */
export async function endMatch(
  ctx: EngineContext,
  input: { matchId: string; actorId: string | null },
): Promise<EndMatchOutput> {
  const now = ctx.clock.now();
  const rounds = await ctx.db.transaction(async (tx) => {
    const loaded = await lockMatchState(tx, input.matchId);
    if (loaded.match.status === 'completed' && loaded.state.halves.every((h) => h.status === 'finished')) {
      throw conflict('This match has already ended');
    }
    await completeMatchInTx(tx, loaded, now, now);
    const changes = await applyRoundStatuses(tx, (await loadMatchState(tx, input.matchId))!, now.getTime());
    await writeAudit(tx, { actorId: input.actorId, action: 'end', entity: 'match', entityId: input.matchId });
    return changes;
  });
  await ctx.notices.publish([{ type: 'match.changed', matchId: input.matchId }]);
  await settlePendingRounds(
    ctx,
    rounds.map((r) => r.roundId),
  ).catch((err) => ctx.log.warn({ err }, 'settling at the end of a match failed; the clock will retry'));
  return {
    match: { _id: input.matchId, status: 'completed' },
    halfs: await listHalves(ctx.db, { matchId: input.matchId }),
  };
}
