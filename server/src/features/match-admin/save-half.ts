import type { MatchHalf } from '@kickchips/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { matchHalves } from '../../db/schema';
import { conflict } from '../../http/http-error';
import { writeAudit } from '../audit';
import { findHalfRow, findMatchRow, loadHalf } from '../matches';

const taken = (halfNumber: number) => conflict(`Half ${halfNumber} already exists for this match`);

async function refuseTakenNumber(db: Db, matchId: string, halfNumber: number, exceptId?: string) {
  const [twin] = await db
    .select({ id: matchHalves.id })
    .from(matchHalves)
    .where(
      and(
        eq(matchHalves.matchId, matchId),
        eq(matchHalves.halfNumber, halfNumber),
        exceptId ? ne(matchHalves.id, exceptId) : undefined,
      ),
    );
  if (twin) throw taken(halfNumber);
}

/** Adds an upcoming half; its number is unique within the match (409 otherwise). */
export async function createHalf(
  db: Db,
  input: { matchId: string; halfNumber: number },
  actorId: string | null,
): Promise<MatchHalf> {
  await findMatchRow(db, input.matchId);
  await refuseTakenNumber(db, input.matchId, input.halfNumber);
  try {
    const [row] = await db.insert(matchHalves).values(input).returning({ id: matchHalves.id });
    await writeAudit(db, { actorId, action: 'create', entity: 'half', entityId: row!.id, detail: input });
    return (await loadHalf(db, row!.id))!;
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(input.halfNumber);
    throw error;
  }
}

export async function updateHalf(
  db: Db,
  id: string,
  input: { halfNumber: number },
  actorId: string | null,
): Promise<MatchHalf> {
  const half = await findHalfRow(db, id);
  await refuseTakenNumber(db, half.matchId, input.halfNumber, id);
  try {
    await db
      .update(matchHalves)
      .set({ halfNumber: input.halfNumber, updatedAt: new Date() })
      .where(eq(matchHalves.id, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(input.halfNumber);
    throw error;
  }
  await writeAudit(db, { actorId, action: 'update', entity: 'half', entityId: id, detail: input });
  return (await loadHalf(db, id))!;
}
