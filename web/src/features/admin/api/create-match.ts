import type { MatchWithParts } from '@kickchips/core';
import { api } from '../../../lib/api-client';

/** POST admin/game/create-match: a scheduled match with placeholder team names, to edit at once. */
export async function createMatch(): Promise<MatchWithParts> {
  const { data } = await api.post<MatchWithParts>('/api/admin/game/create-match', {
    homeTeam: 'Home Team',
    awayTeam: 'Away Team',
    status: 'scheduled',
  });
  return data;
}
