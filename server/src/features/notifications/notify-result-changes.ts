import type { PushMessage } from '@kickchips/core';
import type { Tx } from '../../db/database';
import { storeNotifications } from './add-notifications';

/** A bet whose standing a correction changed, as the correction reports it. */
export type ResultChange = {
  lobbyId: string;
  userId: string;
  /** The round the bet was on. */
  roundNumber: number;
  from: { status: string };
  to: { status: string };
  /** Chips the correction's row for the bet moved. */
  chips: number;
  /** Why it is now void, when the correction voided it. */
  reason: string | null;
};

/**
 * Tells each player whose bet a correction of round `roundNumber` changed: the bet's round when it
 * is a later one, the old and new outcome, the chips it moved and, for a bet the correction voided,
 * why. Stored in the correction's transaction, so a correction notifies exactly once; answers the
 * push notices.
 */
export function notifyResultChanges(
  tx: Tx,
  roundNumber: number,
  changes: readonly ResultChange[],
  now: Date,
): Promise<PushMessage[]> {
  return storeNotifications(
    tx,
    changes.map((change) => ({
      userId: change.userId,
      data: {
        kind: 'result.changed',
        lobbyId: change.lobbyId,
        roundNumber,
        ...(change.roundNumber === roundNumber ? {} : { betRoundNumber: change.roundNumber }),
        oldOutcome: change.from.status.toUpperCase(),
        newOutcome: change.to.status.toUpperCase(),
        chips: change.chips,
        ...(change.reason ? { reason: change.reason } : {}),
      },
    })),
    now,
  );
}
