import type { GameSettingsInput, LobbyDetails, LobbyRole } from '@kickchips/core';
import type { AuthHeaders, TestApp } from '../world';

/** Calls of the lobby API for tests: each returns the raw response so tests can check failures too. */
export function lobbyCalls(app: TestApp) {
  return {
    create: (headers: AuthHeaders, matchId: string, gameSettings?: GameSettingsInput) =>
      app.inject({
        method: 'POST',
        url: '/api/app/game/create-lobby',
        headers,
        payload: gameSettings === undefined ? { matchId } : { matchId, gameSettings },
      }),
    join: (headers: AuthHeaders, lobbyCode: string, role?: LobbyRole) =>
      app.inject({ method: 'POST', url: '/api/app/game/join-lobby', headers, payload: { lobbyCode, role } }),
    leave: (headers: AuthHeaders, lobbyId: string) =>
      app.inject({ method: 'POST', url: '/api/app/game/leave-lobby', headers, payload: { lobbyId } }),
    byCode: (headers: AuthHeaders, code: string) =>
      app.inject({ method: 'GET', url: `/api/app/game/lobby-by-code/${encodeURIComponent(code)}`, headers }),
    list: (headers: AuthHeaders) => app.inject({ method: 'GET', url: '/api/app/lobby', headers }),
    details: (headers: AuthHeaders, lobbyId: string) =>
      app.inject({ method: 'GET', url: `/api/app/game/lobby-details/${lobbyId}`, headers }),
  };
}

/** Creates a lobby through the API and returns its id and code; fails the test on any error. */
export async function createLobbyAs(
  app: TestApp,
  headers: AuthHeaders,
  matchId: string,
  gameSettings?: GameSettingsInput,
): Promise<{ _id: string; lobbyCode: string }> {
  const res = await lobbyCalls(app).create(headers, matchId, gameSettings);
  if (res.statusCode !== 200) throw new Error(`create-lobby failed: ${res.statusCode} ${res.body}`);
  return res.json().data.lobby;
}

export async function detailsAs(app: TestApp, headers: AuthHeaders, lobbyId: string): Promise<LobbyDetails> {
  const res = await lobbyCalls(app).details(headers, lobbyId);
  if (res.statusCode !== 200) throw new Error(`lobby-details failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
