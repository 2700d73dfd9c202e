import { distributePrizes, type FinalStanding, type GameSettings } from '@kickchips/core';
import type { MemberRow } from '../lobbies';

/**
 * The final standings of a lobby (game-rules 8): the leaderboard's people (players, and anyone
 * who bet) ranked by core's rules, with each one's prize share and whether they won.
 */
export function finalStandingsOf(members: readonly MemberRow[], settings: GameSettings): FinalStanding[] {
  const people = members.filter((member) => member.role === 'player' || member.betsPlaced > 0);
  const byId = new Map(people.map((member) => [member.user._id, member]));
  const prizes = distributePrizes(
    people.map((member) => ({
      userId: member.user._id,
      chips: member.chips,
      inPlay: member.inPlay,
      betsWon: member.betsWon,
      joinedAt: member.joinedAt.getTime(),
      eliminated: member.eliminated,
    })),
    settings,
  );
  return prizes.map(({ userId, rank, share, won }) => {
    const member = byId.get(userId)!;
    return {
      user: member.user,
      rank,
      chips: member.chips,
      betsPlaced: member.betsPlaced,
      betsWon: member.betsWon,
      share,
      won,
    };
  });
}
