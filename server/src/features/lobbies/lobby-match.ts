import type { LobbyMatch } from '@kickchips/core';
import type { matches } from '../../db/schema';

/** A lobby's match as the lobby screens name it. */
export function lobbyMatch(
  match: Pick<typeof matches.$inferSelect, 'id' | 'homeTeam' | 'awayTeam' | 'status'> & {
    abandonedAt?: Date | null;
  },
): LobbyMatch {
  return {
    _id: match.id,
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    teams: [{ name: match.homeTeam }, { name: match.awayTeam }],
    status: match.status,
    ...(match.abandonedAt && { abandoned: true }),
  };
}
