import { type MatchRound, planRounds, type SetUpRoundsInput } from '@kickchips/core';
import type { Tx } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { matchHalves, matchRounds } from '../../db/schema';
import { conflict } from '../../http/http-error';
import { writeAudit } from '../audit';
import { listRounds, lockMatchState } from '../matches';

/**
 * "Set up rounds" (issue: set-up in one action): the planned rounds of both halves in one
 * transaction, adding a half the match lacks. A half that already has rounds is left to the admin
 * (409), so that a set-up never mixes with rounds made by hand.
 */
export async function setUpRounds(
  tx: Tx,
  matchId: string,
  input: SetUpRoundsInput,
  actorId: string | null,
): Promise<MatchRound[]> {
  const loaded = await lockMatchState(tx, matchId);
  const plan = planRounds(input);
  const halfIds = new Map(loaded.halves.map((half) => [half.halfNumber, half.id]));
  for (const halfNumber of new Set(plan.map((round) => round.halfNumber))) {
    const halfId = halfIds.get(halfNumber);
    if (halfId && loaded.rounds.some((round) => round.halfId === halfId)) {
      throw conflict(`Half ${halfNumber} already has rounds: delete them to set up the rounds again`);
    }
    if (!halfId) {
      const [made] = await tx.insert(matchHalves).values({ matchId, halfNumber }).returning();
      halfIds.set(halfNumber, made!.id);
    }
  }
  try {
    await tx
      .insert(matchRounds)
      .values(
        plan.map(({ halfNumber, ...round }) => ({ ...round, matchId, halfId: halfIds.get(halfNumber)! })),
      );
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('Another half already uses these round numbers: delete its rounds first');
    }
    throw error;
  }
  await writeAudit(tx, { actorId, action: 'create', entity: 'round', entityId: matchId, detail: input });
  return listRounds(tx, { matchId });
}
