import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { matchHalves } from '../../db/schema';
import { conflict } from '../../http/http-error';
import { type LoadedMatch, loadMatchState } from '../matches';
import { applyRoundStatuses, type RoundChange } from './apply-round-statuses';
import { completeMatchInTx } from './complete-match';

export type FinishedHalf = { matchCompleted: boolean; rounds: RoundChange[] };

/**
 * Ends an active half at `endTime` inside the caller's transaction (game-rules 2). The update is
 * conditional on the half still being active, so a second caller gets a 409 and changes nothing.
 * The round it cuts short finishes (and is then settled); its rounds that never started are voided
 * (and their stakes refunded). Ending the last half that has rounds (the last half, in a match
 * without rounds) completes the match: a later half without rounds has nothing to play.
 */
export async function finishHalf(
  tx: Tx,
  loaded: LoadedMatch,
  halfId: string,
  endTime: Date,
  now: Date,
): Promise<FinishedHalf> {
  const ended = await tx
    .update(matchHalves)
    .set({ status: 'finished', endTime, updatedAt: now })
    .where(and(eq(matchHalves.id, halfId), eq(matchHalves.status, 'active')))
    .returning({ halfNumber: matchHalves.halfNumber });
  if (ended.length === 0) throw conflict('Only an active half can be ended');
  const withRounds = loaded.halves.filter((h) => loaded.rounds.some((r) => r.halfId === h.id));
  const counted = withRounds.length > 0 ? withRounds : loaded.halves;
  const isLast = counted.every((h) => h.halfNumber <= ended[0]!.halfNumber);
  let current = (await loadMatchState(tx, loaded.match.id))!;
  if (isLast) {
    await completeMatchInTx(tx, current, endTime, now);
    current = (await loadMatchState(tx, loaded.match.id))!;
  }
  const rounds = await applyRoundStatuses(tx, current, now.getTime());
  return { matchCompleted: isLast, rounds };
}
