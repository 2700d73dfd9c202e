import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readActiveLobby, writeActiveLobby } from '../../features/lobbies';
import { writeSessionToken } from '../../lib/session-token';
import { TOKEN } from '../../test/fixtures';
import { makeLobbyDetails } from '../../test/lobby-details-fixture';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { PlayerHomeRoute } from './player-home-route';

const DETAILS = '/api/app/game/lobby-details/lobby-1';

// the game screen comes in its own chunk: load it once, so the tests below wait only for the lobby
beforeAll(() => import('../../features/game'), 60_000);

function setup(routes: Parameters<typeof mockApi>[0]) {
  writeSessionToken(TOKEN);
  writeActiveLobby({ lobbyId: 'lobby-1', lobbyCode: 'AB23CD' });
  const api = mockApi({
    'GET /api/app/chat/messages': ok({ messages: [] }),
    'GET /api/app/lobby': ok({ lobbies: [] }),
    ...routes,
  });
  return { api, ...renderWithProviders([{ path: '/', element: <PlayerHomeRoute /> }]) };
}

describe('PlayerHomeRoute with an active lobby', () => {
  it('restores the stored lobby and shows LOBBY PLAYERS before kick-off', async () => {
    setup({ [`GET ${DETAILS}`]: ok(makeLobbyDetails()) });
    expect(await screen.findByRole('heading', { name: 'LOBBY PLAYERS' })).toBeInTheDocument();
    expect(screen.getByText('guest')).toBeInTheDocument();
    expect(screen.getAllByText('Status Ready')).toHaveLength(2);
    expect(screen.getByTestId('phase-badge')).toHaveTextContent('PRE-MATCH');
    expect(screen.getByTestId('half-indicator')).toHaveTextContent('NO HALVES');
    expect(screen.getAllByText(/No leader yet/).length).toBeGreaterThan(0);
    // in the footer, and large in the waiting room's invite
    expect(screen.getAllByText('AB23CD')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'INVITE FRIENDS' })).toBeInTheDocument();
    expect(screen.queryByText('SPECTATOR MODE')).not.toBeInTheDocument();
  });

  it('names the leader once bets are placed', async () => {
    const details = makeLobbyDetails();
    const entry = (index: number, chips: number, rank: number) => ({
      user: details.users[index]!.user,
      chips,
      betsPlaced: 1,
      betsWon: rank === 1 ? 1 : 0,
      rank,
    });
    setup({ [`GET ${DETAILS}`]: ok({ ...details, leaderboard: [entry(1, 140, 1), entry(0, 90, 2)] }) });
    expect((await screen.findAllByText(/Leader: guest \(140 chips\)/)).length).toBeGreaterThan(0);
  });

  it('shows SPECTATOR MODE to spectators', async () => {
    const details = makeLobbyDetails();
    setup({
      [`GET ${DETAILS}`]: ok({ ...details, currentUser: { ...details.currentUser, role: 'spectator' } }),
    });
    expect(await screen.findByText('SPECTATOR MODE')).toBeInTheDocument();
  });

  it('Leave Game asks first, then tells the server, forgets the lobby and shows the home tabs', async () => {
    const { api, user } = setup({
      [`GET ${DETAILS}`]: ok(makeLobbyDetails()),
      'POST /api/app/game/leave-lobby': ok({ lobby: { _id: 'lobby-1', lobbyCode: 'AB23CD' } }),
    });
    await screen.findByRole('heading', { name: 'LOBBY PLAYERS' });
    await user.click(screen.getByRole('button', { name: 'Leave Game' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.to('/api/app/game/leave-lobby')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Leave Game' }));
    // leaving keeps the membership for a rejoin: nothing is undone for good (issue 29 item 6)
    const dialog = screen.getByRole('alertdialog', { name: 'Are You Sure?' });
    expect(dialog).toHaveTextContent(
      'You leave this lobby. You can come back with the code AB23CD while the match lasts, and your chips and bets will be as you left them.',
    );
    expect(dialog).not.toHaveTextContent('cannot be undone');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('tab', { name: 'JOIN GAME' })).toBeInTheDocument();
    expect(api.to('/api/app/game/leave-lobby')[0]!.body).toEqual({ lobbyId: 'lobby-1' });
    expect(readActiveLobby()).toBeNull();
  });

  it('offers the join and create tabs under the final screen once the match is over (issue 29 item 6)', async () => {
    const ended = new Date(Date.now() - 60_000).toISOString();
    const details = makeLobbyDetails();
    setup({
      [`GET ${DETAILS}`]: ok({
        ...details,
        match: {
          ...details.match,
          status: 'completed',
          halves: [{ _id: 'half-1', halfNumber: 1, status: 'finished', startTime: ended, endTime: ended }],
        },
      }),
      'GET /api/app/game/final-standings/lobby-1': ok({ finished: true, standings: [], winner: null }),
      'GET /api/app/game/chip-history/lobby-1': ok({ rounds: [], players: [] }),
      'GET /api/app/match': ok({ matches: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'Match Complete' })).toBeInTheDocument();
    const moveOn = screen.getByRole('region', { name: 'PLAY ANOTHER GAME' });
    expect(within(moveOn).getByRole('tab', { name: 'JOIN GAME', selected: true })).toBeInTheDocument();
    expect(within(moveOn).getByRole('tab', { name: 'CREATE GAME' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find another game' })).toHaveAttribute(
      'href',
      '#play-another-game',
    );
    expect(readActiveLobby()).toEqual({ lobbyId: 'lobby-1', lobbyCode: 'AB23CD' });
  });

  it('keeps the home tabs away while the match is on', async () => {
    setup({ [`GET ${DETAILS}`]: ok(makeLobbyDetails()) });
    await screen.findByRole('heading', { name: 'LOBBY PLAYERS' });
    expect(screen.queryByRole('tab', { name: 'JOIN GAME' })).not.toBeInTheDocument();
  });

  it('forgets the lobby when its details are not found', async () => {
    setup({ [`GET ${DETAILS}`]: fail(404, 'Lobby not found') });
    expect(await screen.findByRole('tab', { name: 'JOIN GAME' })).toBeInTheDocument();
    await vi.waitFor(() => expect(readActiveLobby()).toBeNull());
  });
});
