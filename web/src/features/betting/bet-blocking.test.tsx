import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveDetails, minute, PANEL_TEST_TIMEOUT_MS, renderPanel } from './quick-bet-fixture';

const NOW = minute(5);

describe('members who cannot bet', { timeout: PANEL_TEST_TIMEOUT_MS }, () => {
  it("disables every bet control for a spectator, with the tooltip 'Spectators cannot place bets'", async () => {
    const { user, api } = renderPanel(
      liveDetails({ currentUser: { _id: 'u2', role: 'spectator', chips: 0, eliminated: false } }),
      NOW,
    );
    const odd = await screen.findByRole('button', { name: /^Over 1.5 Goal/ });
    const controls = [
      odd,
      screen.getByLabelText('Bet amount'),
      screen.getByRole('button', { name: 'Clear' }),
      ...within(screen.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button'),
      screen.getByRole('button', { name: 'Confirm Bet' }),
    ];
    for (const control of controls) expect(control).toHaveAttribute('aria-disabled', 'true');
    await user.click(odd);
    expect(odd).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: '50' }));
    expect(screen.getByLabelText('Bet amount')).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Confirm Bet' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    screen.getByRole('button', { name: 'Next OVER odds' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: /^Over 0.5 Goal/ })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Spectators cannot place bets');
    expect(screen.queryByText('Cards (optional)')).toBeNull();
    expect(api.to('/api/app/game/cards')).toHaveLength(0);
    expect(api.to('/api/app/user-bet/all')).toHaveLength(0);
    expect(screen.queryByText(/costs 5 chips/)).toBeNull();
  });

  it('tells an eliminated player why the controls are off', async () => {
    renderPanel(liveDetails({ currentUser: { _id: 'u2', role: 'player', chips: 4, eliminated: true } }), NOW);
    const confirm = await screen.findByRole('button', { name: 'Confirm Bet' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toHaveAccessibleDescription('Eliminated players cannot place bets');
    expect(screen.getByRole('button', { name: /^Over 1.5 Goal/ })).toHaveAttribute('aria-disabled', 'true');
  });
});
