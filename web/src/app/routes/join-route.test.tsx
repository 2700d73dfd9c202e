import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readActiveLobby } from '../../features/lobbies';
import { writeSessionToken } from '../../lib/session-token';
import { makeUser, TOKEN } from '../../test/fixtures';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { JoinRoute } from './join-route';

const lobby = {
  _id: 'lobby-1',
  lobbyCode: 'AB23CD',
  gameSettings: { allowSpectators: true },
  match: { _id: 'm', homeTeam: 'Arsenal', awayTeam: 'Chelsea', teams: [], status: 'scheduled' },
  hostUser: { username: 'host' },
  playerCount: 1,
};
const found = ok({ lobby: { ...lobby, gameSettings: { allowSpectators: false }, joinRefusal: null } });

describe('JoinRoute refusals', () => {
  beforeEach(() => writeSessionToken(TOKEN));
  afterEach(() => vi.restoreAllMocks());

  it.each(['This lobby is locked by its host', 'The host removed you from this lobby'])(
    'shows the server’s 403 "%s" with the way home, never /forbidden',
    async (sentence) => {
      mockApi({
        'GET /api/auth/whoami': ok({ user: makeUser(), isLoggedIn: true }),
        'GET /api/app/game/lobby-by-code/AB23CD': found,
        'POST /api/app/game/join-lobby': fail(403, sentence),
      });
      const { router } = renderWithProviders(
        [
          { path: '/join/:code', element: <JoinRoute /> },
          { path: '/forbidden', element: <p>forbidden</p> },
        ],
        ['/join/AB23CD'],
      );
      expect(await screen.findByText(sentence)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
      expect(router.state.location.pathname).toBe('/join/AB23CD');
      expect(readActiveLobby()).toBeNull();
    },
  );

  it('says why at once when the lookup already knows (locked, or removed): no role to choose, no join sent', async () => {
    const api = mockApi({
      'GET /api/auth/whoami': ok({ user: makeUser(), isLoggedIn: true }),
      'GET /api/app/game/lobby-by-code/AB23CD': ok({
        lobby: { ...lobby, joinRefusal: 'This lobby is locked by its host' },
      }),
    });
    renderWithProviders([{ path: '/join/:code', element: <JoinRoute /> }], ['/join/AB23CD']);
    expect(await screen.findByText('This lobby is locked by its host')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'JOIN LOBBY' })).not.toBeInTheDocument();
    expect(api.to('/api/app/game/join-lobby')).toHaveLength(0);
  });
});

describe('JoinRoute for a member', () => {
  beforeEach(() => writeSessionToken(TOKEN));
  afterEach(() => vi.restoreAllMocks());

  it('goes straight back into the lobby in the role they have, without asking Player or Spectator', async () => {
    const api = mockApi({
      'GET /api/auth/whoami': ok({ user: makeUser(), isLoggedIn: true }),
      'GET /api/app/game/lobby-by-code/AB23CD': ok({
        lobby: { ...lobby, joinRefusal: null, memberRole: 'spectator' },
      }),
      'POST /api/app/game/join-lobby': ok({ lobby: { _id: 'lobby-1', lobbyCode: 'AB23CD' } }),
    });
    const { router } = renderWithProviders(
      [
        { path: '/join/:code', element: <JoinRoute /> },
        { path: '/', element: <p>home</p> },
      ],
      ['/join/AB23CD'],
    );
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog', { name: 'JOIN LOBBY' })).not.toBeInTheDocument();
    expect(api.to('/api/app/game/join-lobby').map((r) => r.body)).toEqual([
      { lobbyCode: 'AB23CD', role: 'spectator' },
    ]);
    expect(readActiveLobby()).toEqual({ lobbyId: 'lobby-1', lobbyCode: 'AB23CD' });
  });
});
