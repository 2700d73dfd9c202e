import type {
  CreateLobbyInput,
  JoinLobbyInput,
  LobbyByCodeOutput,
  LobbyRefOutput,
  OpenLobbiesOutput,
} from '@kickchips/core';
import { api } from '../../lib/api-client';

/** The lobby calls of spec 7. */
export const lobbyApi = {
  openLobbies: () => api.get<OpenLobbiesOutput>('/api/app/lobby'),
  byCode: (code: string) =>
    api.get<LobbyByCodeOutput | null>(`/api/app/game/lobby-by-code/${encodeURIComponent(code)}`),
  join: (input: JoinLobbyInput) => api.post<LobbyRefOutput | null>('/api/app/game/join-lobby', input),
  create: (input: CreateLobbyInput) =>
    api.post<Partial<LobbyRefOutput> | null>('/api/app/game/create-lobby', input),
  leave: (lobbyId: string) => api.post<LobbyRefOutput>('/api/app/game/leave-lobby', { lobbyId }),
};

export const openLobbiesQueryKey = ['lobbies', 'open'] as const;
