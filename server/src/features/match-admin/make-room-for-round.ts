import { roundHasStarted } from '@kickchips/core';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { bets, matchRounds } from '../../db/schema';
import { conflict } from '../../http/http-error';
import type { LoadedMatch } from '../matches';

/** Round numbers are moved out of the way through numbers no match reaches, keeping them unique. */
const PARKED = 1_000_000;

/**
 * Moves every round of the match numbered `roundNumber` or more up by one, so that a round added in
 * a gap takes its place in time order (game-rules 2). Only rounds still to come and untouched by
 * players move: a round that has started, whose betting has closed, or that has bets on it keeps
 * the number its players know (409). Two statements, so that the unique (match, number) key holds
 * at every row: up past every number in use, then back down to one above where each was.
 */
export async function makeRoomForRound(
  tx: Tx,
  loaded: LoadedMatch,
  roundNumber: number,
  now: Date,
): Promise<number[]> {
  const moving = loaded.rounds.filter((round) => round.roundNumber >= roundNumber);
  const clockSpeed = loaded.match.clockSpeed;
  for (const round of moving) {
    const half = loaded.halves.find((h) => h.id === round.halfId);
    const halfTimes = {
      startTime: half?.startTime?.getTime() ?? null,
      endTime: half?.endTime?.getTime() ?? null,
    };
    if (roundHasStarted(round, halfTimes, clockSpeed, now.getTime()) || round.bettingClosedAt !== null) {
      throw conflict(`Round ${round.roundNumber} has started, so no round can be added before it`);
    }
  }
  const ids = moving.map((round) => round.id);
  const [withBets] =
    ids.length === 0
      ? []
      : await tx.select({ roundId: bets.roundId }).from(bets).where(inArray(bets.roundId, ids)).limit(1);
  if (withBets) {
    const held = moving.find((round) => round.id === withBets.roundId)!;
    throw conflict(`Round ${held.roundNumber} has bets on it, so no round can be added before it`);
  }
  const ofMatch = (from: number) =>
    and(eq(matchRounds.matchId, loaded.match.id), gte(matchRounds.roundNumber, from));
  await tx
    .update(matchRounds)
    .set({ roundNumber: sql`${matchRounds.roundNumber} + ${PARKED}` })
    .where(ofMatch(roundNumber));
  await tx
    .update(matchRounds)
    .set({ roundNumber: sql`${matchRounds.roundNumber} - ${PARKED - 1}`, updatedAt: now })
    .where(ofMatch(PARKED));
  return moving.map((round) => round.roundNumber).sort((a, b) => a - b);
}
