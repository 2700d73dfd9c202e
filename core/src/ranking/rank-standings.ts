export interface StandingInput {
  userId: string;
  chips: number;
  betsWon: number;
  /** When the player joined the lobby (ms epoch). */
  joinedAt: number;
}

export type Ranked<T> = T & { rank: number };

/**
 * The leaderboard (game-rules 8): by chips, then bets won, then earlier join. Players level on
 * chips and bets won share a rank and the next rank is skipped (1, 1, 3); the join time only
 * orders them within their rank.
 */
export function rankStandings<T extends StandingInput>(standings: readonly T[]): Ranked<T>[] {
  const ordered = [...standings].sort(
    (a, b) =>
      b.chips - a.chips ||
      b.betsWon - a.betsWon ||
      a.joinedAt - b.joinedAt ||
      (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );
  const ranked: Ranked<T>[] = [];
  ordered.forEach((standing, index) => {
    const before = ranked[index - 1];
    const level = before && before.chips === standing.chips && before.betsWon === standing.betsWon;
    ranked.push({ ...standing, rank: level ? before.rank : index + 1 });
  });
  return ranked;
}
