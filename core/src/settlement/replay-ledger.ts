/**
 * A chip movement of a player's history that is not a bet's: a fixed one (the starting chips, a
 * card's) or an inactivity penalty, which never takes more than the player has at that moment.
 */
export type ReplayMove =
  | { kind: 'fixed'; at: number; delta: number }
  | {
      kind: 'penalty';
      at: number;
      roundId: string;
      /** The chips the penalty took when it was charged: a replay never takes more. */
      charged: number;
    };

/** What a bet's round paid it on the (corrected) record: core's settleBets. */
export type ReplayResult = { status: 'won' | 'lost' | 'void'; payout: number };

export type ReplayBet = {
  id: string;
  roundId: string;
  /** When it was placed (ms); bets are replayed in this order. */
  placedAt: number;
  /** The chips it holds. */
  stake: number;
  /** When its round's result is known (the round's end, ms); ignored while `result` is null. */
  settlesAt: number;
  /** What its round pays it on the record; null while its round is not settled. */
  result: ReplayResult | null;
  /**
   * Void for a reason a correction of the record does not change (its round cut short): it stays
   * void, its stake back at its settlement as before.
   */
  keptVoid: boolean;
};

export type ReplayedBet = {
  id: string;
  status: 'pending' | 'won' | 'lost' | 'void';
  /** Chips its settlement pays back (a void bet: its stake). */
  payout: number;
  /** Void because the player did not have its stake when it was placed (game-rules 16). */
  uncovered: boolean;
};

export type PlayerReplay = {
  /** The chips the player holds now. */
  balance: number;
  bets: ReplayedBet[];
  /** The chips each inactivity penalty takes. */
  penalties: { roundId: string; amount: number }[];
};

type Step =
  | { at: number; order: 0; delta: number }
  | { at: number; order: 1; bet: ReplayBet }
  | { at: number; order: 2; move: Extract<ReplayMove, { kind: 'penalty' }> }
  | { at: number; order: 3; bet: ReplayBet };

/**
 * One player's chips as if the record had been right from the start (game-rules 16, corrections):
 * their movements and bets in time order (at the same moment: fixed movements, then settlements,
 * then penalties, then placements), each bet against its result on the record. A bet whose stake
 * the player did not hold when it was placed is void: its stake was never theirs to win with. A
 * penalty takes what it took, or all the player has if that is less. Pure: the same history always
 * replays the same, so a second correction is replayed from the start again, never on top of the
 * first. No balance goes below 0 as long as the fixed movements are gains.
 */
export function replayLedger(moves: readonly ReplayMove[], bets: readonly ReplayBet[]): PlayerReplay {
  const steps: Step[] = [];
  for (const move of moves) {
    steps.push(
      move.kind === 'fixed' ? { at: move.at, order: 0, delta: move.delta } : { at: move.at, order: 2, move },
    );
  }
  for (const bet of bets) {
    steps.push({ at: bet.placedAt, order: 3, bet });
    // a bet settles after it was placed, whatever the clocks say
    if (bet.result) steps.push({ at: Math.max(bet.settlesAt, bet.placedAt), order: 1, bet });
  }
  steps.sort((a, b) => a.at - b.at || a.order - b.order);
  let balance = 0;
  const held = new Set<string>();
  const penalties: PlayerReplay['penalties'] = [];
  for (const step of steps) {
    if (step.order === 0) balance += step.delta;
    else if (step.order === 2) {
      const amount = Math.min(step.move.charged, balance);
      balance -= amount;
      penalties.push({ roundId: step.move.roundId, amount });
    } else if (step.order === 3) {
      if (balance >= step.bet.stake) {
        balance -= step.bet.stake;
        held.add(step.bet.id);
      }
    } else if (held.has(step.bet.id)) {
      balance += step.bet.keptVoid ? step.bet.stake : step.bet.result!.payout;
    }
  }
  const replayed = bets.map((bet): ReplayedBet => {
    if (bet.keptVoid) return { id: bet.id, status: 'void', payout: bet.stake, uncovered: false };
    if (!held.has(bet.id)) return { id: bet.id, status: 'void', payout: bet.stake, uncovered: true };
    if (!bet.result) return { id: bet.id, status: 'pending', payout: 0, uncovered: false };
    return { id: bet.id, ...bet.result, uncovered: false };
  });
  return { balance, bets: replayed, penalties };
}
