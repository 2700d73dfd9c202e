import {
  type CardsOutput,
  type EventStatisticsOutput,
  gameScreen,
  type LobbyDetails,
  type LobbyRound,
  type PlaceBetOutput,
} from '@kickchips/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { writeSessionToken } from '../../lib/session-token';
import { toMatchState } from '../../lib/to-match-state';
import { TOKEN } from '../../test/fixtures';
import { firstHalfMatch, makeLobbyDetails } from '../../test/lobby-details-fixture';
import { mockApi, ok } from '../../test/mock-api';
import { stubResizeObserver } from '../../test/stub-resize-observer';
import type { MatchOdd } from './api/use-match-odds';
import { QuickBetPanel } from './quick-bet-panel';

/** The panel tests render the whole panel and click through it: slow on a loaded machine. */
export const PANEL_TEST_TIMEOUT_MS = 15_000;

/** Half 1 kicked off at this moment; a minute of play is a minute of time (clock speed 1). */
export const KICK_OFF = Date.UTC(2026, 2, 7, 15, 0, 0);
export const minute = (m: number) => KICK_OFF + m * 60_000;

const round = (n: number, status: 'active' | 'upcoming'): LobbyRound => ({
  _id: `r${n}`,
  roundNumber: n,
  halfNumber: 1,
  startMinute: (n - 1) * 10,
  endMinute: n * 10,
  status,
  startsAt: new Date(minute((n - 1) * 10)).toISOString(),
  endsAt: new Date(minute(n * 10)).toISOString(),
  bettingClosesAt: null,
  progress: 0,
});

/** The server's answer to a bet of 10 chips on Over 1.5 Goal in round 2 (at 2.2), with the hand after it. */
export const placedAnswer = (
  cards: CardsOutput = { cards: [], cooldownUntilRound: null },
  card: PlaceBetOutput['bet']['card'] = null,
): PlaceBetOutput => ({
  bet: {
    _id: 'bet-1',
    user: { _id: 'u2', username: 'guest', name: 'guest', avatarUrl: null },
    odds: { _id: 'o-g15', eventType: 'Goal', betType: 'over', threshold: 1.5, odds: 2.2 },
    matchRound: { _id: 'r2', roundNumber: 2, status: 'upcoming' },
    stake: 10,
    status: 'pending',
    payout: 0,
    card,
    createdAt: new Date(minute(5)).toISOString(),
  },
  cards,
});

/** The server's betting block for round 2, which closes at minute 8. */
export const bettingOnRound2 = (status: LobbyDetails['betting']['status']): LobbyDetails['betting'] => ({
  status,
  closesAt: new Date(minute(8)).toISOString(),
  warnsAt: new Date(minute(7)).toISOString(),
});

/** Round 1 of five ten-minute rounds is being played: bets go on round 2. */
export function liveDetails(overrides: Partial<LobbyDetails> = {}): LobbyDetails {
  return makeLobbyDetails({
    match: firstHalfMatch(KICK_OFF),
    activeRounds: [round(1, 'active')],
    upcomingRounds: [2, 3, 4, 5].map((n) => round(n, 'upcoming')),
    activeRoundNum: 1,
    nextBettableRoundId: 'r2',
    betting: bettingOnRound2('open'),
    ...overrides,
  });
}

const odd = (id: string, eventType: string, betType: 'over' | 'under', threshold: number, odds: number) => ({
  _id: id,
  match: 'match-1',
  eventType,
  betType,
  threshold,
  odds,
  previousOdds: null,
  roundId: null,
});

export const ODDS: MatchOdd[] = [
  odd('o-corner', 'Corner', 'over', 4.5, 1.5),
  odd('o-g05', 'Goal', 'over', 0.5, 1.8),
  odd('o-g15', 'Goal', 'over', 1.5, 2.2),
  odd('o-g25', 'Goal', 'over', 2.5, 3),
  odd('o-g35', 'Goal', 'over', 3.5, 5),
  odd('u-g05', 'Goal', 'under', 0.5, 2),
  odd('u-g15', 'Goal', 'under', 1.5, 1.6),
];

export const STATISTICS: EventStatisticsOutput = {
  statistics: { Goal: { '1': 2 }, Corner: { '1': 1, '2': 3 } },
  byTeam: {
    Goal: { '1': { home: 1, away: 1, untagged: 0 } },
    Corner: { '1': { home: 0, away: 1, untagged: 0 }, '2': { home: 2, away: 1, untagged: 0 } },
  },
  serverTime: new Date(minute(5)).toISOString(),
};

type Routes = Parameters<typeof mockApi>[0];

/**
 * The panel for `details` at `now` in a fresh query client, with the reads it makes answered
 * (`routes` may replace them). `show` renders it again at another moment or with other details,
 * as the game screen does every second and on every poll.
 */
export function renderPanel(details: LobbyDetails, now: number, routes: Routes = {}) {
  writeSessionToken(TOKEN);
  stubResizeObserver();
  const api = mockApi({
    'GET /api/app/odds/match/match-1': ok({ odds: ODDS }),
    'GET /api/app/game/event-statistics/match-1': ok(STATISTICS),
    'GET /api/app/user-bet/all': ok({ bets: [] }),
    'GET /api/app/game/cards': ok({ cards: [], cooldownUntilRound: null }),
    ...routes,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const panel = (shown: LobbyDetails, at: number) => (
    <QueryClientProvider client={queryClient}>
      <QuickBetPanel
        details={shown}
        state={gameScreen(
          toMatchState(
            shown.match.halves,
            [...shown.activeRounds, ...shown.upcomingRounds],
            shown.match.clockSpeed,
          ),
          at,
          shown.lobby.gameSettings.roundDuration,
        )}
        now={at}
      />
    </QueryClientProvider>
  );
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  const view = render(panel(details, now));
  const show = (at: number, shown: LobbyDetails = details) => view.rerender(panel(shown, at));
  return { api, user, queryClient, show, ...view };
}
