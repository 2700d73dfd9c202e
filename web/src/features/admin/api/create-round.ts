import { api } from '../../../lib/api-client';

/** POST admin/match-round: a round of a half. */
export function createRound(round: {
  halfId: string;
  roundNumber: number;
  startMinute: number;
  endMinute?: number;
}) {
  return api.post('/api/admin/match-round', round);
}
