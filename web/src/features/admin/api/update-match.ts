import type { MatchWithParts } from '@kickchips/core';
import { api } from '../../../lib/api-client';

/** PUT admin/match/{matchId}: the teams and status. */
export function updateMatch(matchId: string, fields: { homeTeam: string; awayTeam: string; status: string }) {
  return api.put<MatchWithParts>(`/api/admin/match/${encodeURIComponent(matchId)}`, fields);
}
