import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeSessionToken } from '../../lib/session-token';
import { makeUser, TOKEN } from '../../test/fixtures';
import { mockApi, ok } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { LeagueRoute } from './league-route';
import { LeaguesRoute } from './leagues-route';

const ana = makeUser({ _id: 'ana', name: 'Ana' });
const league = {
  _id: 'g1',
  name: 'Friday Five',
  inviteCode: 'FRI5AB',
  owner: 'ana',
  memberCount: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const details = {
  league,
  members: [
    { _id: 'ana', name: 'Ana', joinedAt: '2026-11-01T00:00:00.000Z' },
    { _id: 'ben', name: 'Ben', joinedAt: '2026-11-02T00:00:00.000Z' },
  ],
  standings: [
    { user: { _id: 'ana', name: 'Ana' }, rank: 1, played: 2, wins: 1, points: 8, chipsWon: 40, form: [2, 1] },
    { user: { _id: 'ben', name: 'Ben' }, rank: 2, played: 2, wins: 1, points: 8, chipsWon: -5, form: [1, 2] },
  ],
  lobbies: [
    {
      _id: 'l2',
      lobbyCode: 'LIVE22',
      homeTeam: 'Harbour',
      awayTeam: 'Valley',
      status: 'open',
      finishedAt: null,
      winner: null,
      score: { home: 0, away: 0 },
    },
    {
      _id: 'l1',
      lobbyCode: 'DONE11',
      homeTeam: 'Rovers',
      awayTeam: 'City',
      status: 'finished',
      finishedAt: '2026-11-03T20:00:00.000Z',
      winner: 'Ben',
      score: { home: 3, away: 2 },
    },
  ],
  results: [
    {
      lobbyId: 'l0',
      finishedAt: '2026-11-02T20:00:00.000Z',
      startingChips: 100,
      standings: [
        { userId: 'ana', rank: 1, chips: 150 },
        { userId: 'ben', rank: 2, chips: 90 },
      ],
    },
    {
      lobbyId: 'l1',
      finishedAt: '2026-11-03T20:00:00.000Z',
      startingChips: 100,
      standings: [
        { userId: 'ben', rank: 1, chips: 105 },
        { userId: 'ana', rank: 2, chips: 90 },
      ],
    },
  ],
};

describe('LeagueRoute', () => {
  it('shows the table, the games, head to head and lets the owner remove a member', async () => {
    writeSessionToken(TOKEN);
    const api = mockApi({
      'GET /api/auth/whoami': ok({ user: ana, isLoggedIn: true }),
      'GET /api/app/league/g1': ok(details),
      'POST /api/app/league/g1/remove-member': ok({}),
    });
    const { user } = renderWithProviders(
      [{ path: '/leagues/:id', element: <LeagueRoute /> }],
      ['/leagues/g1'],
    );
    expect(await screen.findByRole('heading', { name: 'Friday Five' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'League table' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Player'),
      expect.stringContaining('Ana (you)'),
      expect.stringContaining('Ben'),
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('Ana 1 – 1 Ben in 2 games');
    expect(screen.getByRole('link', { name: 'Join game' })).toHaveAttribute('href', '/join/LIVE22');
    expect(screen.getByText('Won by Ben')).toBeInTheDocument();
    // a game to come is named by its teams, a finished one by its score (issue 31)
    expect(screen.getByText('Harbour vs Valley')).toBeInTheDocument();
    expect(screen.getByText('Rovers 3–2 City')).toBeInTheDocument();
    // a league game starts on CREATE GAME with the league chosen
    expect(screen.getByRole('link', { name: 'Create League Game' })).toHaveAttribute('href', '/?league=g1');

    await user.click(screen.getByRole('button', { name: 'Remove Ben' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Ben?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(api.to('/api/app/league/g1/remove-member')[0]?.body).toEqual({ userId: 'ben' });
  });

  it('says why a league it cannot show is not shown', async () => {
    writeSessionToken(TOKEN);
    mockApi({
      'GET /api/auth/whoami': ok({ user: ana, isLoggedIn: true }),
      'GET /api/app/league/g1': {
        status: 403,
        body: { status: 403, message: 'Forbidden', error: 'You are not a member of this league' },
      },
    });
    renderWithProviders([{ path: '/leagues/:id', element: <LeagueRoute /> }], ['/leagues/g1']);
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not a member of this league');
  });
});

describe('LeaguesRoute', () => {
  it('lists the leagues, and says so when there are none', async () => {
    writeSessionToken(TOKEN);
    mockApi({ 'GET /api/app/league': ok({ leagues: [league] }) });
    renderWithProviders([{ path: '/', element: <LeaguesRoute /> }]);
    expect(await screen.findByRole('link', { name: /Friday Five/ })).toHaveAttribute('href', '/leagues/g1');
  });

  it('creates a league and joins one by its code', async () => {
    writeSessionToken(TOKEN);
    const api = mockApi({
      'GET /api/app/league': ok({ leagues: [] }),
      'POST /api/app/league': ok({ league }),
      'POST /api/app/league/join': {
        status: 404,
        body: { status: 404, message: 'Not Found', error: 'No league has this invite code' },
      },
    });
    const { user } = renderWithProviders([
      { path: '/', element: <LeaguesRoute /> },
      { path: '/leagues/:id', element: <p>league page</p> },
    ]);
    expect(await screen.findByText(/You are in no league yet/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Invite code'), 'zzzzzz');
    await user.click(screen.getByRole('button', { name: 'Join League' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No league has this invite code');
    await user.type(screen.getByLabelText('League name'), 'Friday Five');
    await user.click(screen.getByRole('button', { name: 'Create League' }));
    expect(await screen.findByText('league page')).toBeInTheDocument();
    expect(api.to('/api/app/league').find((r) => r.method === 'POST')?.body).toEqual({ name: 'Friday Five' });
  });
});
