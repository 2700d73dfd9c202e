import type { LeagueLobbyResult } from './league-lobby-result';
import { leaguePointsForRank } from './league-points';
import { resultsOnce } from './results-once';

export type LeagueTableRow = {
  userId: string;
  rank: number;
  played: number;
  wins: number;
  points: number;
  /** Chips ended with minus chips started with, summed over the lobbies played. */
  chipsWon: number;
  /** Final ranks of the last five lobbies played, oldest first. */
  form: number[];
};

const FORM_LENGTH = 5;

/**
 * The league table: every member, with what the finished league lobbies gave them. Each lobby
 * counts once (a result listed twice is read once). Ordered by points, then wins, then chips
 * won; members level on all three share a rank.
 */
export function leagueTable(
  memberIds: readonly string[],
  results: readonly LeagueLobbyResult[],
): LeagueTableRow[] {
  const once = resultsOnce(results);
  const rows = memberIds.map((userId) => {
    const row: LeagueTableRow = { userId, rank: 0, played: 0, wins: 0, points: 0, chipsWon: 0, form: [] };
    for (const result of once) {
      const standing = result.standings.find((s) => s.userId === userId);
      if (!standing) continue;
      row.played += 1;
      if (standing.rank === 1) row.wins += 1;
      row.points += leaguePointsForRank(standing.rank);
      row.chipsWon += standing.chips - result.startingChips;
      row.form.push(standing.rank);
    }
    row.form = row.form.slice(-FORM_LENGTH);
    return row;
  });
  rows.sort((a, b) => b.points - a.points || b.wins - a.wins || b.chipsWon - a.chipsWon);
  rows.forEach((row, index) => {
    const before = rows[index - 1];
    const level =
      before && before.points === row.points && before.wins === row.wins && before.chipsWon === row.chipsWon;
    row.rank = level ? before.rank : index + 1;
  });
  return rows;
}
