import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  bettingOnRound2,
  liveDetails,
  minute,
  PANEL_TEST_TIMEOUT_MS,
  renderPanel,
} from './quick-bet-fixture';

describe('the betting window in the panel', { timeout: PANEL_TEST_TIMEOUT_MS }, () => {
  it("shows the server's window, counting down to its closing time", async () => {
    const { show, user } = renderPanel(liveDetails(), minute(6.99));
    expect(screen.getByText('Betting open for Round 2')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Closes in 1:00')).toBeInTheDocument();

    const closingSoon = liveDetails({ betting: bettingOnRound2('closing-soon') });
    show(minute(7), closingSoon);
    expect(screen.getByText('Betting closes soon for Round 2')).toHaveAttribute('role', 'status');
    expect(screen.getByText('No bet on this round costs 5 chips.')).toBeInTheDocument();
    expect(screen.getByText('Closes in 0:59')).toBeInTheDocument();

    show(minute(7.999), closingSoon);
    expect(screen.getByText('Betting closes soon for Round 2')).toBeInTheDocument();

    // the closing time has come before the next read: closed without waiting for the server
    show(minute(8), closingSoon);
    expect(screen.getByText('Betting closed for Round 2')).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/Closes in/)).toBeNull();
    expect(await screen.findByText('Betting on this round has closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Over 1.5 Goal/ }));
    expect(screen.getByText('Betting on this round has closed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Bet' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says when no round is left to bet on', () => {
    const details = liveDetails({
      activeRounds: [{ ...liveDetails().upcomingRounds[3]!, status: 'active' }],
      upcomingRounds: [],
      nextBettableRoundId: null,
      betting: { status: 'closed', closesAt: null, warnsAt: null },
    });
    renderPanel(details, minute(45));
    expect(screen.getByText('No round left to bet on')).toHaveAttribute('role', 'status');
  });
});
