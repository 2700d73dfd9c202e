import {
  type Bet,
  betVoidReason,
  type LeaderboardEntry,
  lineLabel,
  type MatchTeams,
  type Penalty,
  signedChips,
} from '@kickchips/core';

/** One bet of a settled round as the result moment tells it. */
export type BetResult = {
  /** 'Corner OVER 1.5', 'Corners by Harbour City OVER 0.5': core's lineLabel. */
  pick: string;
  outcome: 'WON' | 'LOST' | 'REFUNDED';
  /** What the bet made or cost: payout minus stake (a refund makes 0). */
  chips: number;
  /** Why a refunded bet is void (core's betVoidReason): its round cut short, a team line's event without a team. */
  voidReason: string | null;
};

/** How a round ended for the player (issue 19 item 2): their bets, or none and its penalty, and their rank. */
export type RoundResult = {
  roundId: string;
  roundNumber: number;
  bets: BetResult[];
  /** Chips the inactivity penalty took for having no bet on the round, if it did. */
  penalty: number | null;
  rankBefore: number | null;
  rankAfter: number | null;
};

type RoundResultInput = {
  roundId: string;
  /** The round's number when the player has neither a bet nor a penalty on it to tell it. */
  roundNumber: number | null;
  bets: readonly Bet[];
  penalties: readonly Penalty[];
  rankBefore: number | null;
  rankAfter: number | null;
  teams: MatchTeams;
};

const OUTCOMES: Record<string, BetResult['outcome']> = { won: 'WON', lost: 'LOST', void: 'REFUNDED' };

/**
 * The player's result of a settled round, from their own bets and penalties. Null while one of its
 * bets is still pending (the read came before the settlement) or when the round's number is unknown.
 */
export function roundResultOf(input: RoundResultInput): RoundResult | null {
  const bets = input.bets.filter((bet) => bet.matchRound._id === input.roundId);
  if (bets.some((bet) => OUTCOMES[bet.status] === undefined)) return null;
  const penalty = input.penalties.find((p) => p.roundId === input.roundId) ?? null;
  const roundNumber = bets[0]?.matchRound.roundNumber ?? penalty?.roundNumber ?? input.roundNumber;
  if (roundNumber === null) return null;
  return {
    roundId: input.roundId,
    roundNumber,
    bets: [...bets]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((bet) => ({
        pick: lineLabel(bet.odds, input.teams),
        outcome: OUTCOMES[bet.status]!,
        chips: bet.payout - bet.stake,
        voidReason: betVoidReason(bet),
      })),
    penalty: penalty?.chips ?? null,
    rankBefore: input.rankBefore,
    rankAfter: input.rankAfter,
  };
}

/** What tells two settlements of one round apart: a correction that changed an outcome shows again. */
export function resultSignature(result: RoundResult): string {
  return `${result.roundId}:${result.bets.map((bet) => `${bet.outcome}${bet.chips}`).join(',')}`;
}

/** The player's rank on a leaderboard, null when they are not on it. */
export function rankOf(leaderboard: readonly LeaderboardEntry[] | undefined, userId: string): number | null {
  return leaderboard?.find((entry) => entry.user._id === userId)?.rank ?? null;
}

/** 1st, 2nd, 3rd, 4th… 11th, 12th, 13th, 21st. */
export function ordinal(rank: number): string {
  const tens = rank % 100;
  if (tens >= 11 && tens <= 13) return `${rank}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][rank % 10] ?? 'th';
  return `${rank}${suffix}`;
}

/** How the player moved on the leaderboard: "up 2 to 3rd", "down 1 to 4th", "still 1st". */
export function rankMove(before: number | null, after: number | null): string | null {
  if (after === null) return null;
  if (before === null) return `now ${ordinal(after)}`;
  if (after < before) return `up ${before - after} to ${ordinal(after)}`;
  if (after > before) return `down ${after - before} to ${ordinal(after)}`;
  return `still ${ordinal(after)}`;
}

/**
 * The moment's lines: one per bet (or "No bet") and why a refunded bet was void, the round's
 * total for several, then the rank.
 */
export function resultLines(result: RoundResult): string[] {
  const lines =
    result.bets.length === 0
      ? [result.penalty === null ? 'No bet' : `No bet ${signedChips(-result.penalty)}`]
      : result.bets.flatMap((bet) => [
          `${bet.pick}: ${bet.outcome} ${signedChips(bet.chips)}`,
          ...(bet.voidReason ? [bet.voidReason] : []),
        ]);
  if (result.bets.length > 1) {
    lines.push(`Round total ${signedChips(result.bets.reduce((sum, bet) => sum + bet.chips, 0))}`);
  }
  const move = rankMove(result.rankBefore, result.rankAfter);
  if (move) lines.push(`You're ${move}`);
  return lines;
}

/** A penalty as My Bets and its toast say it: "Round 3: no bet −10". */
export function penaltyText(penalty: Pick<Penalty, 'roundNumber' | 'chips'>): string {
  return `Round ${penalty.roundNumber}: no bet ${signedChips(-penalty.chips)}`;
}
