import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../lib/session-token';
import { TOKEN } from '../../test/fixtures';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { readActiveLobby } from '../lobbies';
import { NextMatchOffer } from './next-match-offer';

const MATCHES = 'GET /api/app/match';
const REMATCH = 'POST /api/app/game/rematch';
const match = (id: string, homeTeam: string, awayTeam: string, status = 'upcoming') => ({
  _id: id,
  homeTeam,
  awayTeam,
  status,
  scheduledAt: null,
});

function render() {
  return renderWithProviders(
    [
      { path: '/', element: <NextMatchOffer lobbyId="lobby-1" /> },
      { path: '/done', element: <p>elsewhere</p> },
    ],
    ['/done', '/'],
  );
}

describe('NextMatchOffer', () => {
  beforeEach(() => writeSessionToken(TOKEN));
  afterEach(() => vi.restoreAllMocks());

  it('offers the upcoming matches and starts the next game with this group, landing in it', async () => {
    const api = mockApi({
      [MATCHES]: ok({
        matches: [match('m2', 'Arsenal', 'Chelsea'), match('m3', 'Spurs', 'Everton', 'completed')],
      }),
      [REMATCH]: ok({ lobby: { _id: 'lobby-2', lobbyCode: 'NX23CD' } }),
    });
    const { user, router } = render();
    expect(screen.getByRole('heading', { name: 'Play the next match with this group' })).toBeInTheDocument();
    const play = await screen.findByRole('button', { name: 'Play Arsenal vs Chelsea with this group' });
    expect(screen.queryByText('Spurs vs Everton')).toBeNull();

    await user.click(play);
    await vi.waitFor(() => expect(readActiveLobby()).toEqual({ lobbyId: 'lobby-2', lobbyCode: 'NX23CD' }));
    expect(api.to('/api/app/game/rematch').map((r) => r.body)).toEqual([
      { lobbyId: 'lobby-1', matchId: 'm2' },
    ]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('says so when no match is coming up', async () => {
    mockApi({ [MATCHES]: ok({ matches: [match('m3', 'Spurs', 'Everton', 'completed')] }) });
    render();
    expect(await screen.findByText('No upcoming matches yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /with this group/ })).toBeNull();
  });

  it('shows a failed list with Retry, and a refused rematch with the server’s sentence', async () => {
    let listFails = true;
    mockApi({
      [MATCHES]: () =>
        listFails
          ? fail(500, 'Something went wrong...')
          : ok({ matches: [match('m2', 'Arsenal', 'Chelsea')] }),
      [REMATCH]: fail(409, 'This match has already ended'),
    });
    const { user } = render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load upcoming matches');
    listFails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: 'Play Arsenal vs Chelsea with this group' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This match has already ended');
    expect(readActiveLobby()).toBeNull();
  });
});
