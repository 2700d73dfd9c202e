import type { ChipHistoryOutput, ChipHistoryRound, LobbyMemberUser } from '@kickchips/core';

/** The ledger's sum for one player and one round; roundId null for movements tied to no round. */
export type LedgerSum = { userId: string; roundId: string | null; delta: number };

/** A settled round in match order; a void round never ran and gets no point of its own. */
export type SettledRound = ChipHistoryRound & { void: boolean };

/**
 * Each player's chips round by round: the movements tied to no round (the start) first, then the
 * running balance after each settled round that ran, counting every movement of that round (its
 * stakes, payouts, reversals and penalties). A void round's movements (stakes and their refunds)
 * count with the next round shown, or the last one when none follows. Rounds not settled yet wait,
 * so once every round is settled the last balance is the player's whole ledger sum.
 */
export function chipHistoryOf(
  players: readonly LobbyMemberUser[],
  rounds: readonly SettledRound[],
  sums: readonly LedgerSum[],
): ChipHistoryOutput {
  const deltaOf = (userId: string, roundId: string | null) =>
    sums
      .filter((sum) => sum.userId === userId && sum.roundId === roundId)
      .reduce((total, sum) => total + sum.delta, 0);
  const shown = rounds.filter((round) => !round.void);
  return {
    rounds: shown.map(({ roundId, roundNumber }) => ({ roundId, roundNumber })),
    players: players.map((user) => {
      let start = deltaOf(user._id, null);
      let balance = start;
      const balances: number[] = [];
      for (const round of rounds) {
        balance += deltaOf(user._id, round.roundId);
        if (!round.void) balances.push(balance);
      }
      if (balances.length === 0) start = balance;
      else balances[balances.length - 1] = balance;
      return { user, start, balances };
    }),
  };
}
