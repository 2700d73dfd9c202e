import { type LeaderboardEntry, rankStandings } from '@kickchips/core';

/**
 * The ticker's leader text (issue 19 item 9): the one player first by chips + in play (core's
 * ranking, so an open stake is not a loss), once any bet has been placed. A tie for first, or an
 * untouched table, has no leader. The entries come in the server's order, which breaks ties by
 * join time, so their position stands in for it.
 */
export function tickerLeader(leaderboard: readonly LeaderboardEntry[]): string {
  if (!leaderboard.some((entry) => entry.betsPlaced > 0)) return 'No leader yet';
  const ranked = rankStandings(
    leaderboard.map((entry, index) => ({ ...entry, userId: entry.user._id, joinedAt: index })),
  );
  const top = ranked.filter((entry) => entry.rank === 1);
  const leader = top.length === 1 ? top[0] : undefined;
  if (!leader) return 'No leader yet';
  const inPlay = leader.inPlay > 0 ? ` + ${leader.inPlay} in play` : '';
  return `Leader: ${leader.user.username} (${leader.chips} chips${inPlay})`;
}
