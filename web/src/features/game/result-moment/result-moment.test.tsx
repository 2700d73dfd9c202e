import type { LeaderboardEntry } from '@kickchips/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { TOKEN } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { tellNoticeListeners } from '../../realtime';
import { makeLiveLobbyDetails } from '../live-lobby-fixture';
import { makeBet } from '../my-bets/bet-fixture';
import { ResultMoment } from './result-moment';

const NOW = Date.UTC(2026, 0, 1, 15, 22);
const details = makeLiveLobbyDetails(NOW);
const me = details.currentUser._id;
const other = details.users.find((member) => member.user._id !== me)!.user;
const board = (myRank: number, theirRank: number): LeaderboardEntry[] =>
  [
    { user: details.users.find((member) => member.user._id === me)!.user, rank: myRank },
    { user: other, rank: theirRank },
  ].map(({ user, rank }) => ({
    user,
    rank,
    chips: 100,
    inPlay: 0,
    betsPlaced: 1,
    betsSettled: 1,
    betsWon: 0,
  }));

function setup(bets: ReturnType<typeof makeBet>[]) {
  writeSessionToken(TOKEN);
  const api = mockApi({
    'GET /api/app/user-bet/all': ok({ bets, penalties: [] }),
    [`GET /api/app/game/leaderboard/${details.lobby._id}`]: ok({ leaderboard: board(1, 2) }),
  });
  const view = renderWithProviders([
    { path: '/', element: <ResultMoment details={{ ...details, leaderboard: board(2, 1) }} /> },
  ]);
  return { ...view, api };
}

const settle = (roundId: string, matchId = details.match._id) =>
  tellNoticeListeners({ type: 'round.settled', matchId, roundId, version: 'a-1' });

describe('ResultMoment', () => {
  it('tells the round, the bet, WON and the chips, and the climb, in a polite status region', async () => {
    const { user } = setup([
      makeBet({ id: 'b', round: 3, roundStatus: 'finished', isWon: true, payout: 26 }),
    ]);
    const region = screen.getByRole('status', { name: 'Round result' });
    expect(region).toBeEmptyDOMElement();
    settle('round-3');
    expect(await screen.findByText('Round 3 result')).toBeInTheDocument();
    expect(region).toHaveTextContent(/^Round 3 resultCorner OVER 1\.5: WON \+16\s+You're up 1 to 1st$/);
    await user.click(screen.getByRole('button', { name: 'Close the round result' }));
    expect(region).toBeEmptyDOMElement();
  });

  it('shows a settlement once, and nothing for another match', async () => {
    const { user, api } = setup([makeBet({ id: 'b', round: 3, roundStatus: 'finished', isWon: false })]);
    const region = screen.getByRole('status', { name: 'Round result' });
    settle('round-3', 'other-match');
    expect(region).toBeEmptyDOMElement();
    settle('round-3');
    expect(await screen.findByText(/LOST \u221210/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the round result' }));
    settle('round-3');
    await vi.waitFor(() => expect(api.to('/api/app/user-bet/all').length).toBeGreaterThanOrEqual(2));
    expect(region).toBeEmptyDOMElement();
  });
});
