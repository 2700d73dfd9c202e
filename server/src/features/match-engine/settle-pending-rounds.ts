import { and, asc, inArray, lt, sql } from 'drizzle-orm';
import { matchRounds } from '../../db/schema';
import type { EngineContext } from './engine-context';
import { runEach } from './run-each';
import { settleRound } from './settle-round';

/**
 * The clock's settlement step: every finished or voided round whose settlement version is ahead of
 * its settled version (new, corrected, or interrupted by a crash), or only the rounds named.
 */
export async function settlePendingRounds(ctx: EngineContext, roundIds?: readonly string[]): Promise<void> {
  if (roundIds?.length === 0) return;
  const pending = await ctx.db
    .select({ id: matchRounds.id })
    .from(matchRounds)
    .where(
      and(
        inArray(matchRounds.status, ['finished', 'void']),
        lt(matchRounds.settledVersion, sql`${matchRounds.settlementVersion}`),
        roundIds ? inArray(matchRounds.id, [...roundIds]) : undefined,
      ),
    )
    .orderBy(asc(matchRounds.finishedAt), asc(matchRounds.roundNumber));
  await runEach(pending, (round) => settleRound(ctx, round.id));
}
