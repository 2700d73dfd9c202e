import type { PushMessage } from '@kickchips/core';
import type { Tx } from '../../db/database';
import { storeNotifications } from './add-notifications';

/** A settled bet whose result a correction changed, as settling reports it. */
export type ResultChange = {
  lobbyId: string;
  userId: string;
  from: { status: string; payout: number };
  to: { status: string; payout: number };
  /** Chips of the earlier payout that could not be taken back. */
  shortfall: number;
};

/**
 * Tells each player whose bet a correction re-settled: the round, the old and new outcome and
 * the chips it moved (the new payout less what was taken back of the old one). Stored in the
 * settling transaction, so a correction notifies exactly once; answers the push notices.
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
        oldOutcome: change.from.status.toUpperCase(),
        newOutcome: change.to.status.toUpperCase(),
        chips: change.to.payout - (change.from.payout - change.shortfall),
      },
    })),
    now,
  );
}
