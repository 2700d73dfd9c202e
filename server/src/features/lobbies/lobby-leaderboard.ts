import { type LeaderboardEntry, rankStandings } from '@kickchips/core';
import type { MemberRow } from './load-members';

/**
 * The GAME RANK leaderboard (game-rules 8) of the members present: players, and anyone who has
 * bet (a player made a spectator for inactivity keeps their standing). Ranked by core's rules.
 */
export function lobbyLeaderboard(members: readonly MemberRow[]): LeaderboardEntry[] {
  const standings = members
    .filter((member) => member.role === 'player' || member.betsPlaced > 0)
    .map((member) => ({
      userId: member.user._id,
      user: member.user,
      chips: member.chips,
      inPlay: member.inPlay,
      betsPlaced: member.betsPlaced,
      betsSettled: member.betsSettled,
      betsWon: member.betsWon,
      joinedAt: member.joinedAt.getTime(),
    }));
  return rankStandings(standings).map(({ user, chips, inPlay, betsPlaced, betsSettled, betsWon, rank }) => ({
    user,
    chips,
    inPlay,
    betsPlaced,
    betsSettled,
    betsWon,
    rank,
  }));
}
