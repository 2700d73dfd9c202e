import { api } from '../../../lib/api-client';

/** DELETE admin/match-half/{halfId}. */
export function deleteHalf(halfId: string) {
  return api.delete(`/api/admin/match-half/${encodeURIComponent(halfId)}`);
}
