import { and, asc, inArray, sql } from 'drizzle-orm';
import { matchRounds } from '../../db/schema';
import type { EngineContext } from './engine-context';
import { runEach } from './run-each';
import { settleRound } from './settle-round';

/** A finished or voided round whose settlement version is ahead of its settled version. */
const unsettled = sql`status IN ('finished', 'void') AND settled_version < settlement_version`;

/** The settlement step's question for the tick's survey: is any round waiting to be settled? */
export const unsettledRoundsPending = () => sql`SELECT 1 FROM match_rounds WHERE ${unsettled}`;

/**
 * The clock's settlement step: every finished or voided round whose settlement version is ahead of
 * its settled version (new, corrected, or interrupted by a crash), or only the rounds named.
 */
export async function settlePendingRounds(ctx: EngineContext, roundIds?: readonly string[]): Promise<void> {
  if (roundIds?.length === 0) return;
  const pending = await ctx.db
    .select({ id: matchRounds.id })
    .from(matchRounds)
    .where(and(unsettled, roundIds ? inArray(matchRounds.id, [...roundIds]) : undefined))
    .orderBy(asc(matchRounds.finishedAt), asc(matchRounds.roundNumber));
  await runEach(pending, (round) => settleRound(ctx, round.id));
}
