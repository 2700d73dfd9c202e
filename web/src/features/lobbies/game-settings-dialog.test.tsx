import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../lib/session-token';
import { TOKEN } from '../../test/fixtures';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { readActiveLobby } from './active-lobby';
import { GameSettingsDialog } from './game-settings-dialog';

const MATCH = {
  _id: '22222222-2222-4222-8222-222222222222',
  homeTeam: 'Arsenal',
  awayTeam: 'Chelsea',
  status: 'scheduled',
  scheduledAt: null,
};

function setup() {
  writeSessionToken(TOKEN);
  const onCreated = vi.fn();
  const onClose = vi.fn();
  const view = renderWithProviders([
    { path: '/', element: <GameSettingsDialog match={MATCH} onClose={onClose} onCreated={onCreated} /> },
  ]);
  return { ...view, onCreated, onClose };
}

describe('GameSettingsDialog', () => {
  it('shows the five tabs and the official rules', () => {
    setup();
    const dialog = screen.getByRole('dialog');
    for (const tab of ['BASIC', 'BETTING', 'ROUNDS', 'ADVANCED', 'TOURNAMENT']) {
      expect(within(dialog).getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    expect(dialog).toHaveTextContent(
      '10 rounds, 5 per half. Cards are randomly selected at match start and usable once per match.',
    );
  });

  it('fills the presets, resets to defaults and sends the settings', async () => {
    const api = mockApi({
      'POST /api/app/game/create-lobby': ok({ lobby: { _id: 'lobby-1', lobbyCode: 'AB23CD' } }),
    });
    const { user, onCreated } = setup();
    await user.click(screen.getByRole('button', { name: 'Unlimited (999)' }));
    await user.click(screen.getByRole('button', { name: '500' }));
    expect(screen.getByRole('spinbutton', { name: /Max Players/ })).toHaveValue(999);
    expect(screen.getByRole('spinbutton', { name: /Starting Chips/ })).toHaveValue(500);
    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    expect(screen.getByRole('spinbutton', { name: /Max Players/ })).toHaveValue(8);
    await user.click(screen.getByRole('button', { name: '4' }));
    await user.click(screen.getByLabelText('Private Lobby'));
    await user.click(screen.getByRole('button', { name: 'Create game' }));
    const body = api.to('/api/app/game/create-lobby')[0]!.body as { matchId: string; gameSettings: object };
    expect(body.matchId).toBe(MATCH._id);
    expect(body.gameSettings).toMatchObject({ maxPlayers: 4, startingChips: 100, isPrivate: true });
    expect(onCreated).toHaveBeenCalledWith({ lobbyCode: 'AB23CD', isPrivate: true });
    expect(readActiveLobby()).toEqual({ lobbyId: 'lobby-1', lobbyCode: 'AB23CD' });
  });

  it('names a setting out of range and sends nothing', async () => {
    const api = mockApi({});
    const { user } = setup();
    const players = screen.getByRole('spinbutton', { name: /Max Players/ });
    await user.clear(players);
    await user.type(players, '1000');
    await user.click(screen.getByRole('button', { name: 'Create game' }));
    expect(screen.getByRole('alert')).toHaveTextContent('maxPlayers must be between 1 and 999');
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    [fail(409, 'Match has ended'), 'Match has ended'],
    [ok({}), 'Invalid response format'],
  ])('shows what went wrong with the create call', async (reply, text) => {
    mockApi({ 'POST /api/app/game/create-lobby': reply });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Create game' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(readActiveLobby()).toBeNull();
  });
});
