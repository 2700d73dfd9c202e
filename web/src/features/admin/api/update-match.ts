import type { MatchWithParts } from '@kickchips/core';
import { api } from '../../../lib/api-client';

/** PUT admin/match/{matchId}: the teams, the kick-off and (before a half has started) the status. */
export function updateMatch(
  matchId: string,
  fields: { homeTeam: string; awayTeam: string; status?: string; scheduledAt: string | null },
) {
  return api.put<MatchWithParts>(`/api/admin/match/${encodeURIComponent(matchId)}`, fields);
}
