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
  score: { home: 0, away: 0 },
  rounds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((roundNumber) => ({
    halfNumber: roundNumber <= 5 ? 1 : 2,
    roundNumber,
    startMinute: ((roundNumber - 1) % 5) * 9,
    endMinute: (((roundNumber - 1) % 5) + 1) * 9,
  })),
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
  it("shows the five tabs and the official rules of the match's real rounds", () => {
    setup();
    const dialog = screen.getByRole('dialog');
    for (const tab of ['BASIC', 'BETTING', 'ROUNDS', 'ADVANCED', 'TOURNAMENT']) {
      expect(within(dialog).getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    expect(dialog).toHaveTextContent(
      'Official rules: 10 rounds, 5 per half. Half 1: rounds 1 to 5, minutes 0 to 45, 9 minutes each. ' +
        'Half 2: rounds 6 to 10, minutes 0 to 45, 9 minutes each. ' +
        'Betting on a round closes at 80% of the round before it or 8 minutes into it',
    );
    expect(dialog).toHaveTextContent('Cards are randomly selected at match start and usable once per match.');
  });

  it('follows the settings being chosen: the betting window and cards', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'BETTING' }));
    await user.click(screen.getByLabelText('Allow Late Betting'));
    expect(screen.getByRole('dialog')).toHaveTextContent('Bets on a round are taken until it starts.');
    await user.click(screen.getByRole('tab', { name: 'ADVANCED' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByLabelText('Bet Chip Cards'));
    expect(dialog).toHaveTextContent('Cards are off.');
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
    expect(body).not.toHaveProperty('leagueId');
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
    expect(api.to('/api/app/game/create-lobby')).toHaveLength(0);
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
