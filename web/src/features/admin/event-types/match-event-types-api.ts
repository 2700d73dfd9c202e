import type { EventType, MatchEventType } from '@kickchips/core';
import { api } from '../../../lib/api-client';

const base = (matchId: string) => `/api/admin/match/${encodeURIComponent(matchId)}/event-types`;

export const matchEventTypesKey = (matchId: string) => ['admin', 'match-event-types', matchId] as const;

export const matchEventTypesApi = {
  list: async (matchId: string) =>
    (await api.get<{ eventTypes: MatchEventType[] }>(base(matchId))).data.eventTypes,
  available: async () =>
    (
      await api.get<{ eventTypes: { builtIn: EventType[]; configurable: EventType[] } }>(
        '/api/admin/event-types/available',
      )
    ).data.eventTypes,
  add: (matchId: string, eventTypeName: string) => api.post(`${base(matchId)}/add`, { eventTypeName }),
  remove: (matchId: string, name: string) => api.delete(`${base(matchId)}/${encodeURIComponent(name)}`),
  reorder: (matchId: string, eventTypeOrder: string[]) =>
    api.put(`${base(matchId)}/reorder`, { eventTypeOrder }),
};
