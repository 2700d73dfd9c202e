import type {
  Match,
  MatchEvent,
  MatchEventType,
  MatchHalf,
  MatchRound,
  Replay,
  ReplayInput,
} from '@kickchips/core';
import { api } from '../../lib/api-client';

const id = encodeURIComponent;

/** Query keys of the realtime screen; every action invalidates `matchControlKeys.match(matchId)`. */
export const matchControlKeys = {
  matches: ['admin', 'realtime', 'matches'] as const,
  match: (matchId: string) => ['admin', 'realtime', 'match', matchId] as const,
  halves: (matchId: string) => ['admin', 'realtime', 'match', matchId, 'halves'] as const,
  rounds: (matchId: string) => ['admin', 'realtime', 'match', matchId, 'rounds'] as const,
  events: (matchId: string) => ['admin', 'realtime', 'match', matchId, 'events'] as const,
};

/** The admin calls of spec 7 the realtime screen makes. */
export const matchControlApi = {
  matches: async () => (await api.get<Match[]>('/api/admin/match')).data,
  halves: async (matchId: string) =>
    (await api.get<{ matchHalfs: MatchHalf[] }>(`/api/admin/match-half/match/${id(matchId)}`)).data
      .matchHalfs,
  rounds: async (matchId: string) =>
    (await api.get<{ matchRounds: MatchRound[] }>(`/api/admin/matchRound/match/${id(matchId)}`)).data
      .matchRounds,
  eventTypes: async (matchId: string) =>
    (await api.get<{ eventTypes: MatchEventType[] }>(`/api/admin/match/${id(matchId)}/event-types`)).data
      .eventTypes,
  events: async (matchId: string) =>
    (await api.get<{ events: MatchEvent[] }>(`/api/admin/event?matchId=${id(matchId)}`)).data.events,
  startHalf: (matchId: string, halfNumber: 1 | 2) =>
    api.post(`/api/admin/game/start-half-${halfNumber}`, { matchId }),
  endHalf: (matchId: string, halfNumber: number) =>
    api.post('/api/admin/game/end-half', { matchId, halfNumber }),
  endMatch: (matchId: string) => api.post('/api/admin/game/end-match', { matchId }),
  updateRounds: (halfId: string) => api.post('/api/admin/game/update-rounds', { halfId }),
  recordEvent: async (matchId: string, eventType: string) =>
    (await api.post<{ event: MatchEvent }>('/api/admin/event', { match: matchId, eventType })).data.event,
  deleteEvent: (eventId: string) => api.delete(`/api/admin/event/delete-event/${id(eventId)}`),
  replay: async (input: ReplayInput) =>
    (await api.post<{ replay: Replay }>('/api/admin/game/replay', input)).data.replay,
};
