import { api } from '../../../lib/api-client';

/** POST admin/match-half: a new (upcoming) half of the match. */
export function createHalf(matchId: string, halfNumber: number) {
  return api.post('/api/admin/match-half', { matchId, halfNumber });
}
