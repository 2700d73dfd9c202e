import { type LeaderboardEntry, rankStandings } from '@kickchips/core';

/**
 * The ticker's leader text (issue 19 item 9): the one player first by chips + in play (core's
 * ranking, so an open stake is not a loss), once any bet has been placed; players sharing first
 * place are named together (three at most, else counted). An untouched table, or everyone level,
 * has no leader. The
 * entries come in the server's order, which breaks ties by join time, so their position stands in
 * for it.
 */
export function tickerLeader(leaderboard: readonly LeaderboardEntry[]): string {
  if (!leaderboard.some((entry) => entry.betsPlaced > 0)) return 'No leader yet';
  const ranked = rankStandings(
    leaderboard.map((entry, index) => ({ ...entry, userId: entry.user._id, joinedAt: index })),
  );
  const top = ranked.filter((entry) => entry.rank === 1);
  // everyone level is nobody ahead
  if (top.length === ranked.length) return 'No leader yet';
  const leader = top[0]!;
  const inPlay = leader.inPlay > 0 ? ` + ${leader.inPlay} in play` : '';
  if (top.length === 1) return `Leader: ${leader.user.username} (${leader.chips} chips${inPlay})`;
  const who = top.length <= 3 ? top.map((entry) => entry.user.username).join(', ') : `${top.length} players`;
  return `Joint leaders: ${who} (${leader.chips + leader.inPlay} chips each)`;
}
