import type { Bet, GameScreenState, HalfState, LobbyDetails, RoundSpan, RoundState } from '@kickchips/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { TOKEN } from '../../../test/fixtures';
import { firstHalfMatch, makeLobbyDetails } from '../../../test/lobby-details-fixture';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TransitionView } from './transition-view';

const MINUTE = 60_000;
const STATISTICS = 'GET /api/app/game/event-statistics/match-1';
const BETS = 'GET /api/app/user-bet/all';

const round = (n: number, startMinute: number, endMinute: number): RoundState => ({
  id: `round-${n}`,
  halfNumber: 1,
  roundNumber: n,
  startMinute,
  endMinute,
  status: 'upcoming',
});
const span = (r: RoundState, half: HalfState): RoundSpan => ({
  round: r,
  half,
  startMinute: r.startMinute,
  endMinute: r.endMinute!,
  endKnown: true,
  halfEndMinute: null,
});

/** Round 1 (minutes 0-10) ended half a minute ago; round 2 starts at minute 12. */
function scene(overrides: Partial<LobbyDetails> = {}, next = true) {
  const kickOff = Date.now() - 10.5 * MINUTE;
  const half: HalfState = { halfNumber: 1, status: 'active', startTime: kickOff, endTime: null };
  const details = makeLobbyDetails({
    match: firstHalfMatch(kickOff),
    upcomingRounds: [
      {
        _id: 'round-2',
        roundNumber: 2,
        halfNumber: 1,
        startMinute: 12,
        endMinute: 22,
        status: 'upcoming',
        startsAt: null,
        endsAt: null,
        bettingClosesAt: null,
        progress: 0,
      },
    ],
    odds: [
      { _id: 'o1', eventType: 'Goal', betType: 'over', threshold: 0.5, odds: 1.8, previousOdds: null },
      { _id: 'o2', eventType: 'Corner', betType: 'under', threshold: 1.5, odds: 2, previousOdds: null },
    ],
    nextBettableRoundId: 'round-2',
    betting: { status: 'open', closesAt: null, warnsAt: null },
    ...overrides,
  });
  const state: GameScreenState = {
    screen: 'TRANSITION',
    currentRound: null,
    completedRound: span(round(1, 0, 10), half),
    nextRound: next ? span(round(2, 12, 22), half) : null,
  };
  return { details, state };
}

const myBet = (status: string, payout: number): Bet => ({
  _id: 'bet-1',
  user: { _id: 'u2', username: 'guest', name: 'guest', avatarUrl: null },
  odds: { _id: 'o1', eventType: 'Goal', betType: 'over', threshold: 0.5, odds: 1.8 },
  matchRound: { _id: 'round-1', roundNumber: 1, status: 'finished' },
  stake: 20,
  ...(status === 'pending' ? {} : { isWon: status === 'won' }),
  status,
  payout,
  card: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const statistics = ok({ statistics: { Goal: { '1': 2, '2': 1 }, Card: { '1': 1 } }, serverTime: '' });

function render({ details, state }: ReturnType<typeof scene>) {
  return renderWithProviders([{ path: '/', element: <TransitionView state={state} details={details} /> }]);
}

describe('TransitionView', () => {
  beforeEach(() => writeSessionToken(TOKEN));
  afterEach(() => vi.restoreAllMocks());

  it('shows the completed round, its events, my bet outcome and the next round', async () => {
    mockApi({ [STATISTICS]: statistics, [BETS]: ok({ bets: [myBet('won', 36)] }) });
    render(scene());
    expect(screen.getByRole('heading', { name: 'Round 1 complete' })).toBeInTheDocument();
    const events = within(screen.getByRole('region', { name: 'Events counted' }));
    await events.findByText('Goal');
    const rows = events.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(rows).toEqual([
      ['Goal', '2'],
      ['Card', '1'],
      ['Corner', '0'],
    ]);
    const bet = within(screen.getByRole('region', { name: 'Your bet' }));
    expect(await bet.findByText('WON')).toBeInTheDocument();
    expect(bet.getByRole('status')).toHaveTextContent('You won 36 chips');
    const next = within(screen.getByRole('region', { name: 'Next round' }));
    expect(next.getByText('Round 2')).toBeInTheDocument();
    expect(next.getByText(/^Round starts in 1:\d\d$/)).toBeInTheDocument();
    expect(next.getByText('Bets open')).toBeInTheDocument();
  });

  it('says so when I placed no bet', async () => {
    mockApi({ [STATISTICS]: statistics, [BETS]: ok({ bets: [] }) });
    render(scene());
    expect(await screen.findByText('You placed no bet on this round.')).toBeInTheDocument();
  });

  it('says my bet is being settled until its result is in', async () => {
    mockApi({ [STATISTICS]: statistics, [BETS]: ok({ bets: [myBet('pending', 0)] }) });
    render(scene());
    expect(await screen.findByText('SETTLING')).toBeInTheDocument();
    expect(screen.getByText('Settling your bet…')).toBeInTheDocument();
  });

  it('shows no bet section to a spectator, and no next round when none is scheduled', async () => {
    const api = mockApi({ [STATISTICS]: statistics, [BETS]: ok({ bets: [] }) });
    render(scene({ currentUser: { _id: 'u3', role: 'spectator', chips: 0, eliminated: false } }, false));
    await screen.findByText('Goal');
    expect(screen.queryByRole('region', { name: 'Your bet' })).toBeNull();
    expect(api.to('/api/app/user-bet/all')).toHaveLength(0);
    expect(screen.getByText('No more rounds are scheduled.')).toBeInTheDocument();
  });

  it('offers Retry when the events fail to load', async () => {
    let calls = 0;
    mockApi({
      [STATISTICS]: () => (++calls === 1 ? fail(500, 'Server down') : statistics),
      [BETS]: ok({ bets: [] }),
    });
    const { user } = render(scene());
    expect(await screen.findByText('Failed to load the events: Server down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Goal')).toBeInTheDocument();
  });
});
