import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../lib/session-token';
import { TOKEN } from '../../test/fixtures';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { readActiveLobby } from './active-lobby';
import { JoinTab } from './join-tab';

const settings = (allowSpectators: boolean) => ({ allowSpectators });
const found = (allowSpectators: boolean) =>
  ok({
    lobby: {
      _id: 'lobby-1',
      lobbyCode: 'AB23CD',
      gameSettings: settings(allowSpectators),
      match: { _id: 'm', homeTeam: 'Arsenal', awayTeam: 'Chelsea', teams: [], status: 'scheduled' },
      hostUser: { username: 'host' },
      playerCount: 1,
    },
  });
const joined = ok({ lobby: { _id: 'lobby-1', lobbyCode: 'AB23CD' } });
const OPEN = {
  _id: 'lobby-2',
  lobbyCode: 'ZZ23ZZ',
  match: {
    homeTeam: 'Leeds',
    awayTeam: 'Hull',
    startTime: '2026-03-07T15:00:00.000Z',
    halfNumber: 1,
    score: { home: 0, away: 0 },
  },
  hostUser: { username: 'hosty' },
  playerCount: 3,
  maxPlayers: 8,
  preMatchBetting: true,
  halfTime: false,
};

function setup(routes: Parameters<typeof mockApi>[0]) {
  writeSessionToken(TOKEN);
  const api = mockApi({ 'GET /api/app/lobby': ok({ lobbies: [] }), ...routes });
  return { api, ...renderWithProviders([{ path: '/', element: <JoinTab /> }]) };
}

describe('JoinTab', () => {
  it('asks for a role when the lobby allows spectators and joins with the chosen one', async () => {
    const { api, user } = setup({
      'GET /api/app/game/lobby-by-code/AB23CD': found(true),
      'POST /api/app/game/join-lobby': joined,
    });
    await user.type(screen.getByLabelText('Lobby code'), 'ab23cd');
    await user.click(screen.getByRole('button', { name: 'JOIN GAME' }));
    const dialog = await screen.findByRole('dialog', { name: 'JOIN LOBBY' });
    await user.click(within(dialog).getByRole('button', { name: 'SPECTATOR' }));
    await vi.waitFor(() => expect(readActiveLobby()).toEqual({ lobbyId: 'lobby-1', lobbyCode: 'AB23CD' }));
    expect(api.to('/api/app/game/join-lobby')[0]!.body).toEqual({ lobbyCode: 'AB23CD', role: 'spectator' });
  });

  it('joins as a player at once when spectators are not allowed', async () => {
    const { api, user } = setup({
      'GET /api/app/game/lobby-by-code/AB23CD': found(false),
      'POST /api/app/game/join-lobby': joined,
    });
    await user.type(screen.getByLabelText('Lobby code'), 'AB23CD');
    await user.click(screen.getByRole('button', { name: 'JOIN GAME' }));
    await vi.waitFor(() => expect(readActiveLobby()).not.toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to('/api/app/game/join-lobby')[0]!.body).toEqual({ lobbyCode: 'AB23CD', role: 'player' });
  });

  it.each([
    [{ 'GET /api/app/game/lobby-by-code/AB23CD': fail(404, 'Lobby not found') }, 'Lobby not found'],
    [{ 'GET /api/app/game/lobby-by-code/AB23CD': fail(500, 'Boom') }, 'Error finding lobby'],
    [
      {
        'GET /api/app/game/lobby-by-code/AB23CD': found(false),
        'POST /api/app/game/join-lobby': fail(409, 'Lobby is full'),
      },
      'Lobby is full',
    ],
    [
      { 'GET /api/app/game/lobby-by-code/AB23CD': found(false), 'POST /api/app/game/join-lobby': ok(null) },
      'Failed to join lobby',
    ],
  ])('shows the lobby error in the ERROR panel', async (routes, text) => {
    const { user } = setup(routes);
    await user.type(screen.getByLabelText('Lobby code'), 'AB23CD');
    await user.click(screen.getByRole('button', { name: 'JOIN GAME' }));
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent(text);
    expect(panel).toHaveTextContent(/^ERROR/);
    expect(readActiveLobby()).toBeNull();
  });

  it('clears the lookup error once the code is changed (issue 29 item 8)', async () => {
    const { user } = setup({ 'GET /api/app/game/lobby-by-code/AB23CD': fail(404, 'Lobby not found') });
    const input = screen.getByLabelText('Lobby code');
    await user.type(input, 'AB23CD');
    await user.click(screen.getByRole('button', { name: 'JOIN GAME' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Lobby not found');
    await user.type(input, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('words a lost connection for phones', async () => {
    const { user } = setup({ 'GET /api/app/game/lobby-by-code/AB23CD': found(false) });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) Mobile');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await user.type(screen.getByLabelText('Lobby code'), 'AB23CD');
    await user.click(screen.getByRole('button', { name: 'JOIN GAME' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mobile connection issue. Please check your internet and try again.',
    );
  });

  it('lists open lobbies with a count and joins one by its code on click', async () => {
    const { api, user } = setup({
      'GET /api/app/lobby': ok({ lobbies: [OPEN] }),
      'GET /api/app/game/lobby-by-code/ZZ23ZZ': found(false),
      'POST /api/app/game/join-lobby': joined,
    });
    const entry = await screen.findByRole('button', { name: /Leeds vs Hull/ });
    expect(entry).toHaveTextContent('PRE-MATCH BETTING');
    expect(entry).toHaveTextContent('Host hosty · 3/8 players');
    expect(entry).toHaveTextContent('Half 1');
    expect(screen.getByRole('heading', { name: /OPEN LOBBIES/ })).toHaveTextContent('1');
    await user.click(entry);
    await vi.waitFor(() => expect(api.to('/api/app/game/lobby-by-code/ZZ23ZZ')).toHaveLength(1));
  });

  it("shows the score of a lobby's match once it kicked off (issue 31)", async () => {
    const live = { ...OPEN, preMatchBetting: false, match: { ...OPEN.match, score: { home: 2, away: 1 } } };
    setup({ 'GET /api/app/lobby': ok({ lobbies: [live] }) });
    const entry = await screen.findByRole('button', { name: /Leeds vs Hull/ });
    expect(within(entry).getByTestId('match-score')).toHaveTextContent('Leeds 2–1 Hull');
  });

  it('reads HALF-TIME, not PRE-MATCH BETTING, between the halves (issue 29 item 8)', async () => {
    setup({ 'GET /api/app/lobby': ok({ lobbies: [{ ...OPEN, preMatchBetting: false, halfTime: true }] }) });
    const entry = await screen.findByRole('button', { name: /Leeds vs Hull/ });
    expect(entry).toHaveTextContent('HALF-TIME');
    expect(entry).not.toHaveTextContent('PRE-MATCH BETTING');
  });

  it('shows the empty state and the error panel', async () => {
    setup({});
    expect(await screen.findByText('NO LOBBIES FOUND')).toBeInTheDocument();
    expect(screen.getByText('Try creating your own game')).toBeInTheDocument();
  });

  it('shows ERROR when the list fails', async () => {
    setup({ 'GET /api/app/lobby': fail(500, 'Boom') });
    expect(await screen.findByText('Failed to load lobbies. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('ERROR')).toBeInTheDocument();
  });
});
