import { api } from '../../../lib/api-client';

/** POST admin/event-type: a configurable event type. */
export function createEventType(name: string) {
  return api.post('/api/admin/event-type', { name, kind: 'configurable' });
}
