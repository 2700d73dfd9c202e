import type { LobbyMatch, Score } from '@kickchips/core';
import type { matches } from '../../db/schema';

/** A lobby's match as the lobby screens name it, with its score. */
export function lobbyMatch(
  match: Pick<typeof matches.$inferSelect, 'id' | 'homeTeam' | 'awayTeam' | 'status'> & {
    abandonedAt?: Date | null;
  },
  score: Score,
): LobbyMatch {
  return {
    _id: match.id,
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    teams: [{ name: match.homeTeam }, { name: match.awayTeam }],
    status: match.status,
    score: { home: score.home, away: score.away },
    ...(match.abandonedAt && { abandoned: true }),
  };
}
