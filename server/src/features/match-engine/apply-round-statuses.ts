import { type MatchState, type RoundSpan, roundSpans, roundStatusAt, timeOfMinute } from '@kickchips/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { matchRounds } from '../../db/schema';
import type { LoadedMatch } from '../matches';

export type RoundChange = { roundId: string; status: 'active' | 'finished' | 'void' };

type RoundMove = { span: RoundSpan; target: RoundChange['status'] };

/**
 * The rounds of a match whose status the match clock moves at `now` (core's roundStatusAt), and
 * where to; with `halfNumber`, only that half's. Empty when nothing is due, as on most ticks.
 */
export function dueRoundMoves(state: MatchState, now: number, halfNumber?: number): RoundMove[] {
  const moves: RoundMove[] = [];
  for (const span of roundSpans(state)) {
    if (halfNumber !== undefined && span.half.halfNumber !== halfNumber) continue;
    const target = roundStatusAt(span, state, now);
    const current = span.round.status;
    if (target === current || target === 'upcoming' || current === 'finished') continue;
    moves.push({ span, target });
  }
  return moves;
}

/**
 * Moves the rounds of a match to the status the match clock gives them at `now` (dueRoundMoves).
 * Every move is a conditional update on the status it leaves, so that any number of clock
 * instances make it once; finishing or voiding a round raises its settlement version, which marks
 * it for settlement. Start and finish times are those of the rules, not of the tick.
 */
export async function applyRoundStatuses(
  tx: Tx,
  loaded: LoadedMatch,
  now: number,
  halfNumber?: number,
): Promise<RoundChange[]> {
  const { state } = loaded;
  const changes: RoundChange[] = [];
  for (const { span, target } of dueRoundMoves(state, now, halfNumber)) {
    const current = span.round.status;
    const startTime = span.half.startTime;
    const startedAt =
      startTime === null ? null : new Date(timeOfMinute(startTime, state.clockSpeed, span.startMinute));
    const endedAt =
      startTime === null ? null : new Date(timeOfMinute(startTime, state.clockSpeed, span.endMinute));
    const where = (from: string[]) =>
      and(eq(matchRounds.id, span.round.id), inArray(matchRounds.status, from));
    let moved: { id: string }[] = [];
    if (target === 'active') {
      moved = await tx
        .update(matchRounds)
        .set({ status: 'active', startedAt, updatedAt: new Date(now) })
        .where(where(['upcoming']))
        .returning({ id: matchRounds.id });
    } else if (target === 'finished') {
      moved = await tx
        .update(matchRounds)
        .set({
          status: 'finished',
          startedAt: sql`COALESCE(${matchRounds.startedAt}, ${startedAt})`,
          finishedAt: endedAt,
          settlementVersion: sql`${matchRounds.settlementVersion} + 1`,
          updatedAt: new Date(now),
        })
        .where(where(['upcoming', 'active']))
        .returning({ id: matchRounds.id });
    } else if (current === 'upcoming') {
      moved = await tx
        .update(matchRounds)
        .set({
          status: 'void',
          settlementVersion: sql`${matchRounds.settlementVersion} + 1`,
          updatedAt: new Date(now),
        })
        .where(where(['upcoming']))
        .returning({ id: matchRounds.id });
    }
    if (moved.length > 0) changes.push({ roundId: span.round.id, status: target });
  }
  return changes;
}
