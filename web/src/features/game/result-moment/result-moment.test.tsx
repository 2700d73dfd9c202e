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

  it('tells a settled bet from the polled bets while the stream is down', async () => {
    writeSessionToken(TOKEN);
    let bets = [makeBet({ id: 'b', round: 3, roundStatus: 'active' })];
    mockApi({
      'GET /api/app/user-bet/all': () => ok({ bets, penalties: [] }),
      [`GET /api/app/game/leaderboard/${details.lobby._id}`]: ok({ leaderboard: board(1, 2) }),
    });
    const { queryClient } = renderWithProviders([
      { path: '/', element: <ResultMoment details={{ ...details, leaderboard: board(2, 1) }} /> },
    ]);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['game', 'user-bets', details.lobby._id])).toBeDefined(),
    );
    bets = [makeBet({ id: 'b', round: 3, roundStatus: 'finished', isWon: false })];
    await queryClient.invalidateQueries();
    const region = screen.getByRole('status', { name: 'Round result' });
    await vi.waitFor(() =>
      expect(region).toHaveTextContent(/^Round 3 resultCorner OVER 1\.5: LOST \u221210\s+You're still 2nd$/),
    );
  });

  describe('its place on the screen (issue 29 item 2)', () => {
    /** jsdom lays nothing out: the header, the slip and the card get these boxes (window 1024x768). */
    function layOut(slip: { top: number; bottom: number }) {
      const boxes = {
        header: { top: 0, bottom: 56, left: 0, right: 1024 },
        slip: { ...slip, left: 16, right: 1008 },
        card: { top: 650, bottom: 750, left: 320, right: 704 },
      };
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        const box =
          this.dataset.topBar !== undefined
            ? boxes.header
            : this.dataset.keepClear !== undefined
              ? boxes.slip
              : this.dataset.testid === 'result-moment'
                ? boxes.card
                : { top: 0, bottom: 0, left: 0, right: 0 };
        return {
          ...box,
          x: box.left,
          y: box.top,
          width: box.right - box.left,
          height: box.bottom - box.top,
          toJSON: () => box,
        } as DOMRect;
      });
      return boxes;
    }

    function setupBeside(bets: ReturnType<typeof makeBet>[]) {
      writeSessionToken(TOKEN);
      mockApi({
        'GET /api/app/user-bet/all': ok({ bets, penalties: [] }),
        [`GET /api/app/game/leaderboard/${details.lobby._id}`]: ok({ leaderboard: board(1, 2) }),
      });
      return renderWithProviders([
        {
          path: '/',
          element: (
            <>
              <header data-top-bar="">header</header>
              <section data-keep-clear="" aria-label="Bet slip">
                Confirm Bet
              </section>
              <ResultMoment details={{ ...details, leaderboard: board(2, 1) }} />
            </>
          ),
        },
      ]);
    }
    const won = [makeBet({ id: 'b', round: 3, roundStatus: 'finished', isWon: true, payout: 26 })];

    it('goes at the foot while the slip leaves room there', async () => {
      layOut({ top: 80, bottom: 500 });
      setupBeside(won);
      settle('round-3');
      const card = await screen.findByTestId('result-moment');
      expect(screen.getByRole('status', { name: 'Round result' })).toHaveAttribute('data-slot', 'bottom');
      expect(card).toBeVisible();
    });

    it('goes to the top, under the header, when the slip and Confirm Bet are at the foot', async () => {
      layOut({ top: 400, bottom: 760 });
      setupBeside(won);
      settle('round-3');
      const card = await screen.findByTestId('result-moment');
      const region = screen.getByRole('status', { name: 'Round result' });
      expect(region).toHaveAttribute('data-slot', 'top');
      expect(region).toHaveStyle({ top: '64px' });
      expect(card).toBeVisible();
    });

    it('waits, its time not running, while the slip fills the screen, and shows once there is room', async () => {
      const timeouts = vi.spyOn(globalThis, 'setTimeout');
      const boxes = layOut({ top: 70, bottom: 760 });
      setupBeside(won);
      settle('round-3');
      const card = await screen.findByTestId('result-moment');
      const region = screen.getByRole('status', { name: 'Round result' });
      expect(region).toHaveAttribute('data-slot', 'none');
      expect(card).not.toBeVisible();
      expect(timeouts.mock.calls.filter(([, ms]) => ms === 10_000)).toHaveLength(0);

      boxes.slip = { ...boxes.slip, top: -300, bottom: 380 };
      await vi.waitFor(() => expect(region).toHaveAttribute('data-slot', 'bottom'));
      expect(card).toBeVisible();
      await vi.waitFor(() => expect(timeouts.mock.calls.filter(([, ms]) => ms === 10_000)).toHaveLength(1));
    });
  });
});
