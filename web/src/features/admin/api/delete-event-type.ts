import { api } from '../../../lib/api-client';

/** DELETE admin/event-type/{id}: an unused configurable event type. */
export function deleteEventType(id: string) {
  return api.delete(`/api/admin/event-type/${encodeURIComponent(id)}`);
}
