import type { EventType } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET admin/event-type: every event type, built-in and configurable. */
export async function getEventTypes(): Promise<EventType[]> {
  return (await api.get<EventType[]>('/api/admin/event-type')).data;
}

export const eventTypesQueryOptions = queryOptions({
  queryKey: adminKeys.eventTypes,
  queryFn: getEventTypes,
});

export function useEventTypes() {
  return useQuery(eventTypesQueryOptions);
}
