import type { PlayerReplay, ReplayedBet } from './replay-ledger';

/** A bet as the books hold it before a correction. */
export type BookedBet = {
  id: string;
  roundId: string;
  status: string;
  payout: number;
  voidReason: string | null;
  /** The chips its settlements have paid back so far: its payout, refund and reversal rows. */
  credited: number;
  /** Void for a reason a correction does not change: left as it is. */
  keptVoid: boolean;
};

/** A ledger row of a correction for one bet. */
export type CorrectionRow = { kind: 'payout' | 'refund' | 'reversal'; delta: number };

/** A bet the correction changes: its new standing and the ledger rows that get it there. */
export type BetChange = {
  betId: string;
  roundId: string;
  from: { status: string; payout: number };
  to: { status: ReplayedBet['status']; payout: number };
  voidReason: string | null;
  /** Chips its rows move in all (0: the standing changes, the chips do not). */
  delta: number;
  /** A reversal of what it had been paid back, and its new payout or refund; none when that is unchanged. */
  rows: CorrectionRow[];
  /** Void by this correction because the player did not hold its stake. */
  newlyUncovered: boolean;
  /** Void by an earlier correction, and covered again by this one. */
  restored: boolean;
};

export type PenaltyChange = { roundId: string; delta: number };

export type PlayerCorrection = { bets: BetChange[]; penalties: PenaltyChange[]; delta: number };

/** What a settlement of this standing pays back in all: nothing while it is pending. */
const creditOf = (bet: ReplayedBet) => (bet.status === 'pending' ? 0 : bet.payout);

/**
 * The new ledger rows that take one player's books to their replay (replayLedger), never an edit:
 * for each bet whose chips differ, a reversal of what it had been paid back and its new payout (or
 * refund, when it is void), and for each penalty that takes a different amount, a reversal of the
 * difference. Their sum moves the balance to the replay's, so the ledger stays the
 * sum of its rows. A bet the replay newly finds uncovered takes `voidReason`; one still uncovered
 * keeps the reason it has.
 */
export function correctionEntries(
  booked: { bets: readonly BookedBet[]; penalties: readonly { roundId: string; taken: number }[] },
  replay: PlayerReplay,
  voidReason: string,
): PlayerCorrection {
  const replayed = new Map(replay.bets.map((bet) => [bet.id, bet]));
  const bets: BetChange[] = [];
  for (const bet of booked.bets) {
    const to = replayed.get(bet.id);
    if (!to || bet.keptVoid) continue;
    const credit = creditOf(to);
    const delta = credit - bet.credited;
    const wasUncovered = bet.status === 'void' && bet.voidReason !== null;
    if (delta === 0 && to.status === bet.status && to.payout === bet.payout && to.uncovered === wasUncovered)
      continue;
    bets.push({
      betId: bet.id,
      roundId: bet.roundId,
      from: { status: bet.status, payout: bet.payout },
      to: { status: to.status, payout: to.payout },
      voidReason: to.uncovered ? (wasUncovered ? bet.voidReason : voidReason) : null,
      delta,
      rows:
        delta === 0
          ? []
          : [
              ...(bet.credited === 0 ? [] : [{ kind: 'reversal' as const, delta: -bet.credited }]),
              ...(credit === 0
                ? []
                : [
                    { kind: to.status === 'void' ? ('refund' as const) : ('payout' as const), delta: credit },
                  ]),
            ],
      newlyUncovered: to.uncovered && !wasUncovered,
      restored: wasUncovered && !to.uncovered,
    });
  }
  const amounts = new Map(replay.penalties.map((penalty) => [penalty.roundId, penalty.amount]));
  const penalties = booked.penalties.flatMap(({ roundId, taken }) => {
    const delta = taken - (amounts.get(roundId) ?? taken);
    return delta === 0 ? [] : [{ roundId, delta }];
  });
  const delta = [...bets, ...penalties].reduce((sum, change) => sum + change.delta, 0);
  return { bets, penalties, delta };
}
