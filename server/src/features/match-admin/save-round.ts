import {
  END_MINUTE_MESSAGE,
  type MatchRound,
  roundOverlapProblem,
  type UpdateRoundInput,
} from '@kickchips/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { matchRounds } from '../../db/schema';
import { badRequest, conflict } from '../../http/http-error';
import { writeAudit } from '../audit';
import { findHalfRow, findRoundRow, toRoundView } from '../matches';
import { requestRepricing } from '../pricing';

const taken = (roundNumber: number) => conflict(`Round ${roundNumber} already exists for this match`);

async function refuseTakenNumber(db: Db, matchId: string, roundNumber: number, exceptId?: string) {
  const [twin] = await db
    .select({ id: matchRounds.id })
    .from(matchRounds)
    .where(
      and(
        eq(matchRounds.matchId, matchId),
        eq(matchRounds.roundNumber, roundNumber),
        exceptId ? ne(matchRounds.id, exceptId) : undefined,
      ),
    );
  if (twin) throw taken(roundNumber);
}

/** A round that would share minutes with another round of its half is refused, naming both (400). */
async function refuseOverlap(
  db: Db,
  halfId: string,
  round: { roundNumber: number; startMinute: number; endMinute: number | null },
  exceptId?: string,
) {
  const others = await db
    .select({
      roundNumber: matchRounds.roundNumber,
      startMinute: matchRounds.startMinute,
      endMinute: matchRounds.endMinute,
    })
    .from(matchRounds)
    .where(and(eq(matchRounds.halfId, halfId), exceptId ? ne(matchRounds.id, exceptId) : undefined));
  const problem = roundOverlapProblem(round, others);
  if (problem) throw badRequest(problem);
}

export type CreateRoundFields = {
  halfId: string;
  roundNumber: number;
  startMinute: number;
  endMinute?: number | null | undefined;
};

/** Adds an upcoming round to a half; round numbers are unique within the match (409 otherwise). */
export async function createRound(
  db: Db,
  input: CreateRoundFields,
  actorId: string | null,
): Promise<MatchRound> {
  const half = await findHalfRow(db, input.halfId);
  if (input.endMinute != null && input.endMinute <= input.startMinute) throw badRequest(END_MINUTE_MESSAGE);
  await refuseTakenNumber(db, half.matchId, input.roundNumber);
  await refuseOverlap(db, half.id, { ...input, endMinute: input.endMinute ?? null });
  try {
    const [row] = await db
      .insert(matchRounds)
      .values({
        matchId: half.matchId,
        halfId: half.id,
        roundNumber: input.roundNumber,
        startMinute: input.startMinute,
        endMinute: input.endMinute ?? null,
      })
      .returning();
    await writeAudit(db, { actorId, action: 'create', entity: 'round', entityId: row!.id, detail: input });
    return toRoundView(row!, half.halfNumber);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(input.roundNumber);
    throw error;
  }
}

/** Changes a round's number or minutes; the end is checked against the start it will have. */
export async function updateRound(
  db: Db,
  id: string,
  input: UpdateRoundInput,
  actorId: string | null,
): Promise<MatchRound> {
  const { round, halfNumber } = await findRoundRow(db, id);
  const startMinute = input.startMinute ?? round.startMinute;
  const endMinute = input.endMinute === undefined ? round.endMinute : input.endMinute;
  if (endMinute !== null && endMinute <= startMinute) throw badRequest(END_MINUTE_MESSAGE);
  if (input.roundNumber !== undefined) await refuseTakenNumber(db, round.matchId, input.roundNumber, id);
  const roundNumber = input.roundNumber ?? round.roundNumber;
  await refuseOverlap(db, round.halfId, { roundNumber, startMinute, endMinute }, id);
  try {
    const [row] = await db
      .update(matchRounds)
      .set({
        roundNumber,
        startMinute,
        endMinute,
        updatedAt: new Date(),
      })
      .where(eq(matchRounds.id, id))
      .returning();
    await writeAudit(db, { actorId, action: 'update', entity: 'round', entityId: id, detail: input });
    // the next round's new minutes change its expected counts (a new or deleted round moves the
    // next round, which the pricing step finds by itself)
    await requestRepricing(db, round.matchId);
    return toRoundView(row!, halfNumber);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(input.roundNumber ?? round.roundNumber);
    throw error;
  }
}
