import type { Match, MatchDetail, MatchHalf, MatchRound, MatchWithParts, Odd } from '@kickchips/core';
import { api } from '../../../lib/api-client';

const id = (value: string) => encodeURIComponent(value);

export const matchKeys = {
  list: ['admin', 'matches'] as const,
  detail: (matchId: string) => ['admin', 'match', matchId] as const,
  halves: (matchId: string) => ['admin', 'match', matchId, 'halves'] as const,
  rounds: (matchId: string) => ['admin', 'match', matchId, 'rounds'] as const,
};

export type OddSave = {
  _id?: string;
  match: string;
  eventType: string;
  betType: 'over' | 'under';
  threshold: number;
  odds: number;
  name: string;
};

export const matchAdminApi = {
  list: async () => (await api.get<Match[]>('/api/admin/match')).data,
  detail: async (matchId: string) => (await api.get<MatchDetail>(`/api/admin/match/${id(matchId)}`)).data,
  create: async () =>
    (
      await api.post<MatchWithParts>('/api/admin/game/create-match', {
        homeTeam: 'Home Team',
        awayTeam: 'Away Team',
        status: 'scheduled',
      })
    ).data,
  update: (matchId: string, fields: { homeTeam: string; awayTeam: string; status: string }) =>
    api.put<MatchWithParts>(`/api/admin/match/${id(matchId)}`, fields),
  remove: (matchId: string) => api.delete(`/api/admin/match/${id(matchId)}`),
  halves: async (matchId: string) =>
    (await api.get<{ matchHalfs: MatchHalf[] }>(`/api/admin/match-half/match/${id(matchId)}`)).data
      .matchHalfs,
  createHalf: (matchId: string, halfNumber: number) =>
    api.post('/api/admin/match-half', { matchId, halfNumber }),
  endHalf: (halfId: string) => api.post(`/api/admin/match-half/end/${id(halfId)}`, {}),
  deleteHalf: (halfId: string) => api.delete(`/api/admin/match-half/${id(halfId)}`),
  rounds: async (matchId: string) =>
    (await api.get<{ matchRounds: MatchRound[] }>(`/api/admin/match-round/match/${id(matchId)}`)).data
      .matchRounds,
  createRound: (round: { halfId: string; roundNumber: number; startMinute: number; endMinute?: number }) =>
    api.post('/api/admin/match-round', round),
  deleteRound: (roundId: string) => api.delete(`/api/admin/match-round/${id(roundId)}`),
  saveOdd: async (odd: OddSave) => (await api.post<{ odds: Odd }>('/api/admin/odds', odd)).data.odds,
  deleteOdd: (oddId: string) => api.delete(`/api/admin/odds/${id(oddId)}`),
};
