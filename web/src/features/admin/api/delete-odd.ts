import { api } from '../../../lib/api-client';

/** DELETE admin/odds/{oddId}. */
export function deleteOdd(oddId: string) {
  return api.delete(`/api/admin/odds/${encodeURIComponent(oddId)}`);
}
