/** Points for finishing a league lobby 1st, 2nd, 3rd and 4th; lower places score nothing. */
export const LEAGUE_POINTS = [5, 3, 2, 1] as const;

/** A league has at most this many members. */
export const LEAGUE_MAX_MEMBERS = 50;

/**
 * The league points of a final rank. Players level in a lobby share a rank (1, 1, 3), so they
 * share the higher points: both firsts get 5, and the next player, third, gets 2.
 */
export function leaguePointsForRank(rank: number): number {
  return LEAGUE_POINTS[rank - 1] ?? 0;
}
