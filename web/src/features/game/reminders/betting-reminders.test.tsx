import type { LobbyDetails } from '@kickchips/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLiveLobbyDetails } from '../live-lobby-fixture';
import { BettingReminders } from './betting-reminders';
import { ReminderSwitch } from './reminder-switch';

const NOW = Date.UTC(2026, 10, 24, 20, 0, 0);
const closesAt = NOW + 60_000;
const details = (overrides: Partial<LobbyDetails> = {}) =>
  makeLiveLobbyDetails(NOW, {
    betting: { status: 'open', closesAt: new Date(closesAt).toISOString(), warnsAt: null },
    ...overrides,
  });

/** A Notification API with the given answer; `shown` collects what it was asked to show. */
function stubNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: { text: string; tag?: string }[] = [];
  const requestPermission = vi.fn(async () => {
    Fake.permission = answer;
    return answer;
  });
  class Fake {
    static permission = permission;
    static requestPermission = requestPermission;
    constructor(text: string, options?: NotificationOptions) {
      shown.push({ text, tag: options?.tag });
    }
  }
  vi.stubGlobal('Notification', Fake);
  return { shown, requestPermission };
}

/** The switch, at the foot of the game screen, and the reminders it turns on. */
const view = (lobby: LobbyDetails, now: number) => (
  <>
    <BettingReminders details={lobby} now={now} />
    <ReminderSwitch />
  </>
);

afterEach(() => vi.unstubAllGlobals());

describe('BettingReminders', () => {
  it('is off until the player switches it on, asking the browser only then', async () => {
    const { requestPermission } = stubNotifications('default', 'denied');
    const { rerender } = render(view(details(), closesAt - 20_000));
    const toggle = screen.getByRole('switch', { name: 'Remind me before betting closes' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(requestPermission).not.toHaveBeenCalled();

    await userEvent.click(toggle);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem('kickchips.bettingReminders')).toBe('true');
    expect(await screen.findByText('Reminders show on this page.')).toBeInTheDocument();
    // refused: the page's own notice, in the polite live region, at once since 20 s are left
    expect(screen.getByRole('status')).toHaveTextContent('Betting on Round 4 closes in 20 s');
    rerender(view(details(), closesAt - 19_000));
    expect(screen.getByRole('status')).toHaveTextContent('Betting on Round 4 closes in 20 s');
  });

  it('shows the in-page notice once per round, until dismissed, a bet or the close', async () => {
    localStorage.setItem('kickchips.bettingReminders', 'true');
    const { rerender } = render(view(details(), closesAt - 31_000));
    expect(screen.getByRole('switch')).toBeChecked();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    rerender(view(details(), closesAt - 30_000));
    expect(screen.getByRole('status')).toHaveTextContent('Betting on Round 4 closes in 30 s');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(view(details(), closesAt - 10_000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    // the next round: reminded again, and the notice goes once the player has bet
    const round5 = {
      nextBettableRoundId: 'round-5',
      betting: {
        status: 'open' as const,
        closesAt: new Date(closesAt + 600_000).toISOString(),
        warnsAt: null,
      },
    };
    rerender(view(details(round5), closesAt + 575_000));
    expect(screen.getByRole('status')).toHaveTextContent('Betting on Round 5 closes in 25 s');
    rerender(view(details({ ...round5, betPlacedBy: ['u2'] }), closesAt + 576_000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('goes through the Notification API where the player allowed it, without asking again', async () => {
    const { shown, requestPermission } = stubNotifications('granted');
    const { rerender } = render(view(details(), closesAt - 40_000));
    await userEvent.click(screen.getByRole('switch'));
    expect(requestPermission).not.toHaveBeenCalled();
    expect(screen.getByText('Reminders come as browser notifications.')).toBeInTheDocument();

    rerender(view(details(), closesAt - 30_000));
    rerender(view(details(), closesAt - 29_000));
    expect(shown).toEqual([{ text: 'Betting on Round 4 closes in 30 s', tag: 'kickchips-betting-round-4' }]);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('reminds nobody once switched off, and never a spectator', async () => {
    localStorage.setItem('kickchips.bettingReminders', 'true');
    const spectator = details({
      currentUser: { _id: 'u2', role: 'spectator', chips: 100, eliminated: false },
    });
    const { rerender } = render(view(spectator, closesAt - 20_000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole('switch'));
    expect(localStorage.getItem('kickchips.bettingReminders')).toBeNull();
    rerender(view(details(), closesAt - 15_000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
