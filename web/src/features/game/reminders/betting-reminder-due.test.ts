import { describe, expect, it } from 'vitest';
import { makeLiveLobbyDetails } from '../live-lobby-fixture';
import { bettingReminderDue } from './betting-reminder-due';

const NOW = Date.UTC(2026, 10, 24, 20, 0, 0);
const closingIn = (ms: number, status: 'open' | 'closing-soon' | 'closed' = 'open') => ({
  status,
  closesAt: new Date(NOW + ms).toISOString(),
  warnsAt: null,
});
const details = (ms: number, overrides: Parameters<typeof makeLiveLobbyDetails>[1] = {}) =>
  makeLiveLobbyDetails(NOW, { betting: closingIn(ms), ...overrides });

describe('bettingReminderDue', () => {
  it('reminds a player without a bet once betting on the open round closes within 30 s', () => {
    expect(bettingReminderDue(details(30_000), [], NOW)).toEqual({
      roundId: 'round-4',
      closesAt: NOW + 30_000,
      text: 'Betting on Round 4 closes in 30 s',
    });
    expect(bettingReminderDue(details(12_400), [], NOW)?.text).toBe('Betting on Round 4 closes in 13 s');
  });

  it('waits until 30 s are left, and stays quiet once betting has closed', () => {
    expect(bettingReminderDue(details(30_001), [], NOW)).toBeNull();
    expect(bettingReminderDue(details(0), [], NOW)).toBeNull();
    expect(bettingReminderDue(details(-1_000), [], NOW)).toBeNull();
    expect(bettingReminderDue(details(10_000, { betting: closingIn(10_000, 'closed') }), [], NOW)).toBeNull();
    expect(
      bettingReminderDue(
        details(10_000, { betting: { status: 'open', closesAt: null, warnsAt: null } }),
        [],
        NOW,
      ),
    ).toBeNull();
  });

  it('reminds once per round', () => {
    expect(bettingReminderDue(details(20_000), ['round-4'], NOW)).toBeNull();
    expect(bettingReminderDue(details(20_000), ['round-3'], NOW)?.roundId).toBe('round-4');
  });

  it('leaves out a player who has bet on the round, spectators and the eliminated', () => {
    const you = makeLiveLobbyDetails(NOW).currentUser;
    expect(bettingReminderDue(details(20_000, { betPlacedBy: [you._id] }), [], NOW)).toBeNull();
    expect(bettingReminderDue(details(20_000, { betPlacedBy: ['someone-else'] }), [], NOW)).not.toBeNull();
    expect(
      bettingReminderDue(details(20_000, { currentUser: { ...you, role: 'spectator' } }), [], NOW),
    ).toBeNull();
    expect(
      bettingReminderDue(details(20_000, { currentUser: { ...you, eliminated: true } }), [], NOW),
    ).toBeNull();
  });

  it('has nothing to say when no round is left to bet on', () => {
    expect(bettingReminderDue(details(20_000, { nextBettableRoundId: null }), [], NOW)).toBeNull();
  });
});
