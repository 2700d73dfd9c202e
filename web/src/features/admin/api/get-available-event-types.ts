import type { EventType } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

type AvailableEventTypes = { builtIn: EventType[]; configurable: EventType[] };

/** GET admin/event-types/available: the event types a match may add. */
export async function getAvailableEventTypes(): Promise<AvailableEventTypes> {
  const { data } = await api.get<{ eventTypes: AvailableEventTypes }>('/api/admin/event-types/available');
  return data.eventTypes;
}

export const availableEventTypesQueryOptions = queryOptions({
  queryKey: adminKeys.availableEventTypes,
  queryFn: getAvailableEventTypes,
});

export function useAvailableEventTypes() {
  return useQuery(availableEventTypesQueryOptions);
}
