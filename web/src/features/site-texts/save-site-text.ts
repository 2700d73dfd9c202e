import { api } from '../../lib/api-client';

/** An admin changes one site text (PUT /api/admin/site-texts/{key}). */
export function saveSiteText(key: string, value: string) {
  return api.put(`/api/admin/site-texts/${encodeURIComponent(key)}`, { value });
}
