export interface StandingInput {
  userId: string;
  chips: number;
  /** Chips staked on the player's unsettled bets; none when absent (every bet settled). */
  inPlay?: number;
  betsWon: number;
  /** When the player joined the lobby (ms epoch). */
  joinedAt: number;
}

export type Ranked<T> = T & { rank: number };

/** What a player is worth for the ranking (game-rules 12): stakes in play are not losses. */
export function standingWorth(standing: Pick<StandingInput, 'chips' | 'inPlay'>): number {
  return standing.chips + (standing.inPlay ?? 0);
}

/**
 * The leaderboard (game-rules 8 and 12): by chips + inPlay, then bets won, then earlier join.
 * Players level on worth and bets won share a rank and the next rank is skipped (1, 1, 3); the
 * join time only orders them within their rank.
 */
export function rankStandings<T extends StandingInput>(standings: readonly T[]): Ranked<T>[] {
  const ordered = [...standings].sort(
    (a, b) =>
      standingWorth(b) - standingWorth(a) ||
      b.betsWon - a.betsWon ||
      a.joinedAt - b.joinedAt ||
      (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );
  const ranked: Ranked<T>[] = [];
  ordered.forEach((standing, index) => {
    const before = ranked[index - 1];
    const level =
      before && standingWorth(before) === standingWorth(standing) && before.betsWon === standing.betsWon;
    ranked.push({ ...standing, rank: level ? before.rank : index + 1 });
  });
  return ranked;
}
