import { halfEndTime } from '@kickchips/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { matches, matchHalves } from '../../db/schema';
import type { LoadedMatch } from '../matches';

/**
 * Marks a match completed inside the caller's transaction, first ending every half still open: an
 * active half where the core rules say it stopped (a later half's start) but never after `endTime`,
 * and one that never started at `endTime`, so that all its rounds are voided.
 */
export async function completeMatchInTx(
  tx: Tx,
  loaded: LoadedMatch,
  endTime: Date,
  now: Date,
): Promise<void> {
  for (const half of loaded.state.halves) {
    if (half.status === 'finished') continue;
    const row = loaded.halves.find((h) => h.halfNumber === half.halfNumber)!;
    const stoppedAt = Math.min(
      halfEndTime(half, loaded.state.halves) ?? endTime.getTime(),
      endTime.getTime(),
    );
    await tx
      .update(matchHalves)
      .set({
        status: 'finished',
        endTime: new Date(Math.max(stoppedAt, half.startTime ?? stoppedAt)),
        updatedAt: now,
      })
      .where(and(eq(matchHalves.id, row.id), ne(matchHalves.status, 'finished')));
  }
  await tx
    .update(matches)
    .set({ status: 'completed', updatedAt: now })
    .where(eq(matches.id, loaded.match.id));
}
