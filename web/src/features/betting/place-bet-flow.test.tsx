import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../test/mock-api';
import {
  liveDetails,
  minute,
  ODDS,
  PANEL_TEST_TIMEOUT_MS,
  placedAnswer,
  renderPanel,
} from './quick-bet-fixture';

const NOW = minute(5);
const PLACED = placedAnswer();

const pickOver15 = async (user: ReturnType<typeof renderPanel>['user']) =>
  user.click(await screen.findByRole('button', { name: /^Over 1.5 Goal/ }));

describe('placing a bet', { timeout: PANEL_TEST_TIMEOUT_MS }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks to confirm with the round the bet applies to, and Cancel posts nothing', async () => {
    const { user, api } = renderPanel(liveDetails(), NOW);
    const confirm = await screen.findByRole('button', { name: 'Confirm Bet' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Select an over or under option first')).toBeInTheDocument();
    await user.click(confirm);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await pickOver15(user);
    expect(confirm).not.toHaveAttribute('aria-disabled');
    await user.click(confirm);
    const dialog = screen.getByRole('alertdialog', { name: 'Place your bet?' });
    expect(dialog).toHaveTextContent('This bet will apply to Round 2');
    expect(dialog).toHaveTextContent('Over 1.5 Goal, 10 chips, pays 22');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.to('/api/app/game/place-bet')).toHaveLength(0);
  });

  it('posts the bet, announces it and clears the selection', async () => {
    const { user, api } = renderPanel(liveDetails(), NOW, {
      'POST /api/app/game/place-bet': ok(PLACED),
    });
    await pickOver15(user);
    await user.click(screen.getByRole('button', { name: '25' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Bet' }));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByText('Bet placed on Round 2')).toHaveAttribute('role', 'status');
    expect(api.to('/api/app/game/place-bet').map((request) => request.body)).toEqual([
      { lobbyId: 'lobby-1', oddsId: 'o-g15', matchRoundId: 'r2', stake: 25, oddsValue: 2.2 },
    ]);
    expect(screen.getByRole('button', { name: /^Over 1.5 Goal/ })).toHaveAttribute('aria-pressed', 'false');
    await pickOver15(user);
    expect(screen.getByText('You have already placed a bet on this round')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Bet' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("shows 'Failed to place bet: {message}' and clears it after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderPanel(liveDetails(), NOW, {
      'POST /api/app/game/place-bet': fail(409, 'Betting on this round has closed'),
    });
    await pickOver15(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Bet' }));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to place bet: Betting on this round has closed',
    );
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: /^Over 1.5 Goal/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the new price when the line moved before the bet arrived, and a second confirm bets at it', async () => {
    const moved = 'The price changed to x2.4. Confirm to bet at the new price.';
    let price = 2.2;
    const { user, api } = renderPanel(liveDetails(), NOW, {
      'GET /api/app/odds/match/match-1': () =>
        ok({ odds: ODDS.map((odd) => (odd._id === 'o-g15' ? { ...odd, odds: price } : odd)) }),
      'POST /api/app/game/place-bet': ({ body }) => {
        if ((body as { oddsValue: number }).oddsValue === price) return ok(PLACED);
        return {
          status: 409,
          body: { status: 409, message: moved, error: moved, detail: { odds: price, oddsId: 'o-g15' } },
        };
      },
    });
    await pickOver15(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Bet' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Over 1.5 Goal, 10 chips, pays 22');
    // the round's prices are worked out again while the dialog is open
    price = 2.4;
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(moved);
    expect(screen.queryByText(/^Failed to place bet/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Over 1.5 Goal, pays 24 chips' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Over 1.5 Goal, 10 chips, pays 24')).toBeInTheDocument();
    expect(screen.queryByText('Bet placed on Round 2')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Confirm Bet' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Over 1.5 Goal, 10 chips, pays 24');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByText('Bet placed on Round 2')).toBeInTheDocument();
    expect(screen.queryByText(moved)).toBeNull();
    expect(
      api.to('/api/app/game/place-bet').map((request) => (request.body as { oddsValue: number }).oddsValue),
    ).toEqual([2.2, 2.4]);
  });

  it("says 'Missing required data for placing bet' when the odd is withdrawn while the dialog is open", async () => {
    const goal05 = {
      _id: 'o-g05',
      match: 'match-1',
      eventType: 'Goal',
      betType: 'over',
      threshold: 0.5,
      odds: 1.8,
      roundId: null,
    };
    let odds = [goal05, { ...goal05, _id: 'o-g15', threshold: 1.5, odds: 2.2 }];
    const { user, api, queryClient } = renderPanel(liveDetails(), NOW, {
      'GET /api/app/odds/match/match-1': () => ok({ odds }),
    });
    await pickOver15(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Bet' }));
    odds = [goal05];
    await act(() => queryClient.refetchQueries({ queryKey: ['game', 'odds', 'match-1'] }));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing required data for placing bet');
    expect(api.to('/api/app/game/place-bet')).toHaveLength(0);
  });

  it('can be done with the keyboard alone', async () => {
    const { user, api } = renderPanel(liveDetails(), NOW, {
      'POST /api/app/game/place-bet': ok(PLACED),
    });
    const odd = await screen.findByRole('button', { name: /^Over 1.5 Goal/ });
    odd.focus();
    await user.keyboard(' ');
    expect(odd).toHaveAttribute('aria-pressed', 'true');
    screen.getByLabelText('Bet amount').focus();
    await user.keyboard('{Control>}a{/Control}40');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
    while (document.activeElement !== screen.getByRole('button', { name: 'Confirm Bet' })) await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Place Bet' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(api.to('/api/app/game/place-bet')[0]?.body).toEqual({
        lobbyId: 'lobby-1',
        oddsId: 'o-g15',
        matchRoundId: 'r2',
        stake: 40,
        oddsValue: 2.2,
      }),
    );
  });
});
