import { api } from '../../../lib/api-client';

/** POST admin/match-half/end/{halfId}. */
export function endHalf(halfId: string) {
  return api.post(`/api/admin/match-half/end/${encodeURIComponent(halfId)}`, {});
}
