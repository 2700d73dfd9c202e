import { api } from '../../../lib/api-client';

/** DELETE admin/match-round/{roundId}. */
export function deleteRound(roundId: string) {
  return api.delete(`/api/admin/match-round/${encodeURIComponent(roundId)}`);
}
