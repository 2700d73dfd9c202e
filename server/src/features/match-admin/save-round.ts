import {
  END_MINUTE_MESSAGE,
  type MatchRound,
  type RoundDraft,
  roundNumberInTimeOrder,
  roundOrderProblem,
  roundOverlapProblem,
  type UpdateRoundInput,
} from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { matchRounds } from '../../db/schema';
import { badRequest, conflict } from '../../http/http-error';
import { writeAudit } from '../audit';
import { findHalfRow, findRoundRow, lockMatchState, toRoundView } from '../matches';
import { requestRepricing } from '../pricing';
import { makeRoomForRound } from './make-room-for-round';

const taken = (roundNumber: number) => conflict(`Round ${roundNumber} already exists for this match`);

/**
 * The checks every round written passes against the other rounds of its match (game-rules 2): it
 * shares no minute with another round of its half (400 naming the round it overlaps; a round with no
 * end runs to the end of its half), and its number follows time.
 */
function refuseMisplaced(round: RoundDraft, others: readonly RoundDraft[]) {
  const overlap = roundOverlapProblem(
    round,
    others.filter((other) => other.halfNumber === round.halfNumber),
  );
  if (overlap) throw badRequest(overlap);
  const order = roundOrderProblem(round, others);
  if (order) throw badRequest(order);
}

export type CreateRoundFields = {
  halfId: string;
  roundNumber: number;
  startMinute: number;
  endMinute?: number | null | undefined;
};

/**
 * Adds an upcoming round to a half. Round numbers are unique within the match (409 otherwise) and
 * follow time: a round added in a gap before later rounds takes the number of the first of them,
 * which moves up with every round after it (makeRoomForRound).
 */
export async function createRound(
  tx: Tx,
  input: CreateRoundFields,
  actorId: string | null,
  now: Date,
): Promise<MatchRound> {
  const half = await findHalfRow(tx, input.halfId);
  if (input.endMinute != null && input.endMinute <= input.startMinute) throw badRequest(END_MINUTE_MESSAGE);
  const loaded = await lockMatchState(tx, half.matchId);
  const round: RoundDraft = {
    halfNumber: half.halfNumber,
    roundNumber: input.roundNumber,
    startMinute: input.startMinute,
    endMinute: input.endMinute ?? null,
  };
  const others = loaded.state.rounds;
  const holder = others.find((other) => other.roundNumber === round.roundNumber);
  const inserted =
    holder !== undefined &&
    round.roundNumber === roundNumberInTimeOrder(others, round.halfNumber, round.startMinute);
  if (holder && !inserted) throw taken(round.roundNumber);
  // checked as the match will stand: with the rounds from its number on moved up by one
  const moved = (other: RoundDraft) =>
    inserted && other.roundNumber >= round.roundNumber
      ? { ...other, roundNumber: other.roundNumber + 1 }
      : other;
  refuseMisplaced(round, others.map(moved));
  const renumbered = inserted ? await makeRoomForRound(tx, loaded, round.roundNumber, now) : [];
  try {
    const [row] = await tx
      .insert(matchRounds)
      .values({ matchId: half.matchId, halfId: half.id, ...round })
      .returning();
    await writeAudit(tx, {
      actorId,
      action: 'create',
      entity: 'round',
      entityId: row!.id,
      detail: renumbered.length > 0 ? { ...input, renumbered } : input,
    });
    return toRoundView(row!, half.halfNumber);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(input.roundNumber);
    throw error;
  }
}

/** Changes a round's number or minutes; the end is checked against the start it will have. */
export async function updateRound(
  tx: Tx,
  id: string,
  input: UpdateRoundInput,
  actorId: string | null,
): Promise<MatchRound> {
  const { round, halfNumber } = await findRoundRow(tx, id);
  const startMinute = input.startMinute ?? round.startMinute;
  const endMinute = input.endMinute === undefined ? round.endMinute : input.endMinute;
  if (endMinute !== null && endMinute <= startMinute) throw badRequest(END_MINUTE_MESSAGE);
  const roundNumber = input.roundNumber ?? round.roundNumber;
  const loaded = await lockMatchState(tx, round.matchId);
  const others = loaded.state.rounds.filter((other) => other.id !== id);
  if (others.some((other) => other.roundNumber === roundNumber)) throw taken(roundNumber);
  refuseMisplaced({ halfNumber, roundNumber, startMinute, endMinute }, others);
  try {
    const [row] = await tx
      .update(matchRounds)
      .set({
        roundNumber,
        startMinute,
        endMinute,
        updatedAt: new Date(),
      })
      .where(eq(matchRounds.id, id))
      .returning();
    await writeAudit(tx, { actorId, action: 'update', entity: 'round', entityId: id, detail: input });
    // the next round's new minutes change its expected counts (a new or deleted round moves the
    // next round, which the pricing step finds by itself)
    await requestRepricing(tx, round.matchId);
    return toRoundView(row!, halfNumber);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(roundNumber);
    throw error;
  }
}
