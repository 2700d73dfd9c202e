import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../lib/session-token';
import { TOKEN } from '../../test/fixtures';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { PlayerHome } from './player-home';

const MATCH = {
  _id: '22222222-2222-4222-8222-222222222222',
  homeTeam: 'Arsenal',
  awayTeam: 'Chelsea',
  teams: [],
  status: 'scheduled',
  scheduledAt: null,
  clockSpeed: 1,
  halves: [],
  rounds: [],
};
const league = (id: string, name: string) => ({
  _id: id,
  name,
  inviteCode: 'LG23AB',
  owner: 'u1',
  memberCount: 3,
});
const LEAGUES = [
  league('33333333-3333-4333-8333-333333333333', 'Friday Five'),
  league('44444444-4444-4444-8444-444444444444', 'Office'),
];

function setup(url: string) {
  writeSessionToken(TOKEN);
  const api = mockApi({
    'GET /api/app/lobby': ok({ lobbies: [] }),
    'GET /api/app/match': ok({ matches: [MATCH], serverTime: new Date().toISOString() }),
    'GET /api/app/league': ok({ leagues: LEAGUES }),
    'POST /api/app/game/create-lobby': ok({ lobby: { _id: 'lobby-1', lobbyCode: 'AB23CD' } }),
  });
  const onCreated = vi.fn();
  const view = renderWithProviders([{ path: '/', element: <PlayerHome onCreated={onCreated} /> }], [url]);
  return { api, onCreated, ...view };
}

const createBody = (api: ReturnType<typeof mockApi>) =>
  api.to('/api/app/game/create-lobby')[0]!.body as { matchId: string; leagueId?: string };

describe('CREATE GAME with a league', () => {
  it('offers "No league" first, then the player\'s leagues, and sends the one chosen', async () => {
    const { api, user } = setup('/');
    await user.click(screen.getByRole('tab', { name: 'CREATE GAME' }));
    await user.click(await screen.findByRole('button', { name: 'CREATE GAME' }));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByRole('combobox', { name: 'League' });
    expect(select).toHaveValue('');
    await within(dialog).findByRole('option', { name: 'Office' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No league', 'Friday Five', 'Office']);
    await user.selectOptions(select, 'Office');
    expect(dialog).toHaveTextContent('Every member of the league is told the lobby code.');
    await user.click(within(dialog).getByRole('button', { name: 'Create game' }));
    expect(createBody(api)).toMatchObject({ matchId: MATCH._id, leagueId: LEAGUES[1]!._id });
  });

  it("opens on CREATE GAME with the league page's league chosen, and forgets it once the game is made", async () => {
    const { api, user, router, onCreated } = setup(`/?league=${LEAGUES[0]!._id}`);
    expect(screen.getByRole('tab', { name: 'CREATE GAME' })).toHaveAttribute('aria-selected', 'true');
    await user.click(await screen.findByRole('button', { name: 'CREATE GAME' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Friday Five' });
    expect(within(dialog).getByRole('combobox', { name: 'League' })).toHaveValue(LEAGUES[0]!._id);
    await user.click(within(dialog).getByRole('button', { name: 'Create game' }));
    expect(createBody(api).leagueId).toBe(LEAGUES[0]!._id);
    expect(onCreated).toHaveBeenCalledWith({ lobbyCode: 'AB23CD', isPrivate: false });
    expect(router.state.location.search).toBe('');
  });

  it('falls back to "No league" for a league the player is no longer in', async () => {
    const { api, user } = setup('/?league=55555555-5555-4555-8555-555555555555');
    await user.click(await screen.findByRole('button', { name: 'CREATE GAME' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Office' });
    expect(within(dialog).getByRole('combobox', { name: 'League' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Create game' }));
    expect(createBody(api)).not.toHaveProperty('leagueId');
  });

  it('shows the refusal in the dialog, never /forbidden, when the player has left the league meanwhile', async () => {
    writeSessionToken(TOKEN);
    mockApi({
      'GET /api/app/lobby': ok({ lobbies: [] }),
      'GET /api/app/match': ok({ matches: [MATCH], serverTime: new Date().toISOString() }),
      'GET /api/app/league': ok({ leagues: LEAGUES }),
      'POST /api/app/game/create-lobby': fail(403, 'League: you are not a member of this league'),
    });
    const { user, router } = renderWithProviders(
      [
        { path: '/', element: <PlayerHome onCreated={vi.fn()} /> },
        { path: '/forbidden', element: <p>forbidden</p> },
      ],
      [`/?league=${LEAGUES[0]!._id}`],
    );
    await user.click(await screen.findByRole('button', { name: 'CREATE GAME' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Friday Five' });
    await user.click(within(dialog).getByRole('button', { name: 'Create game' }));
    expect(
      await within(dialog).findByText('League: you are not a member of this league'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
