import { halfEndTime } from '@kickchips/core';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of';
import { HttpError } from '../../http/http-error';
import { loadMatchState } from '../matches';
import { dueRoundMoves } from './apply-round-statuses';
import { endHalf } from './end-half';
import type { EngineContext } from './engine-context';
import { moveRounds } from './move-rounds';
import { runEach } from './run-each';

/** Another instance got there first: what it did is what this one meant to do. */
const ignoreConflict = (err: unknown) => {
  if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
};

async function advanceMatch(ctx: EngineContext, matchId: string, now: Date): Promise<void> {
  const before = await loadMatchState(ctx.db, matchId);
  if (!before) return;
  let endedHalf = false;
  for (const half of before.state.halves) {
    const end = halfEndTime(half, before.state.halves);
    if (half.status !== 'active' || end === null || end > now.getTime()) continue;
    const row = before.halves.find((h) => h.halfNumber === half.halfNumber)!;
    await endHalf(ctx, { halfId: row.id, endTime: new Date(end), actorId: null }).catch(ignoreConflict);
    endedHalf = true;
  }
  // most ticks end no half and move no round: the transaction below is only for the ticks that do
  if (!endedHalf && dueRoundMoves(before.state, now.getTime()).length === 0) return;
  const changed = await ctx.db.transaction((tx) => moveRounds(tx, matchId, now, ctx.priceRound));
  if (changed) await ctx.notices.publish([{ type: 'match.changed', matchId }]);
}

/** The active halves of matches not deleted. */
const liveHalves = sql`
  FROM match_halves h JOIN matches m ON m.id = h.match_id AND m.deleted_at IS NULL WHERE h.status = 'active'`;

/** The round step's question for the tick's survey: is any half in play? */
export const liveHalvesPending = () => sql`SELECT 1 ${liveHalves}`;

/**
 * The clock's round step, for every match with a half in play: a half overtaken by the start of
 * the next one ends where the rules say it stopped, and rounds move with the match clock, each
 * round whose betting opens priced in the same transaction.
 */
export async function advanceMatches(ctx: EngineContext, now: Date): Promise<void> {
  const live = rowsOf<{ matchId: string }>(
    await ctx.db.execute(sql`SELECT DISTINCT h.match_id AS "matchId" ${liveHalves}`),
  );
  await runEach(live, ({ matchId }) => advanceMatch(ctx, matchId, now));
}
