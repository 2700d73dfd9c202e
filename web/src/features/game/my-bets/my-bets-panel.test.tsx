import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { TOKEN } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeLiveLobbyDetails } from '../live-lobby-fixture';
import { lobbyMatchState } from '../lobby-match-state';
import { makeBet } from './bet-fixture';
import { MyBetsPanel } from './my-bets-panel';

const fireConfetti = vi.hoisted(() => vi.fn(() => () => {}));
vi.mock('../../../lib/fire-confetti', () => ({ fireConfetti }));
const toastWarning = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { warning: toastWarning } }));

const NOW = Date.UTC(2026, 0, 1, 15, 22);
const BETS = '/api/app/user-bet/all';
const STATS = '/api/app/game/event-statistics/match-1';
const corners = (count: number) => ok({ statistics: { Corner: { '3': count } }, serverTime: '' });
/** Round 3's corners by team, as the statistics read gives them. */
const teamCorners = (home: number, away: number, untagged = 0) =>
  ok({
    statistics: { Corner: { '3': home + away + untagged } },
    byTeam: { Corner: { '3': { home, away, untagged } } },
    serverTime: '',
  });
/** A bet on "Corners by Chelsea OVER 0.5" (the away team's line) in round 3, which runs. */
const awayOver = () => {
  const bet = makeBet({ id: 'b7', round: 3, roundStatus: 'active', threshold: 0.5 });
  return { ...bet, odds: { ...bet.odds, team: 'away' as const } };
};
/** A bet on the whole match's "Corner UNDER 0.5" in round 3: any corner turns it from WINNING. */
const wholeUnder = () =>
  makeBet({ id: 'b8', round: 3, roundStatus: 'active', betType: 'under', threshold: 0.5 });
const statusOf = (name: RegExp) => screen.getByRole('article', { name }).getAttribute('data-status');

function setup(routes: Parameters<typeof mockApi>[0], role: 'player' | 'spectator' = 'player') {
  writeSessionToken(TOKEN);
  const details = makeLiveLobbyDetails(NOW);
  const withRole = { ...details, currentUser: { ...details.currentUser, role } };
  const api = mockApi(routes);
  const view = renderWithProviders([
    {
      path: '/',
      element: (
        <MyBetsPanel details={withRole} match={lobbyMatchState(withRole)} now={NOW} intervalMs={60_000} />
      ),
    },
  ]);
  return { api, ...view };
}

const cardStatuses = () => screen.getAllByRole('article').map((card) => card.getAttribute('data-status'));

describe('MyBetsPanel', () => {
  beforeEach(() => {
    fireConfetti.mockClear();
    toastWarning.mockClear();
  });

  it('lists a penalty among the bets and toasts a new one, once', async () => {
    const penalty = (round: number) => ({
      roundId: `round-${round}`,
      roundNumber: round,
      chips: 10,
      at: '2026-01-01T00:00:00.000Z',
    });
    let penalties = [penalty(1)];
    const { queryClient } = setup({
      [`GET ${BETS}`]: () =>
        ok({ bets: [makeBet({ id: 'b2', round: 2, roundStatus: 'finished', isWon: false })], penalties }),
    });
    await screen.findByText('Round 1: no bet \u221210');
    expect(toastWarning).not.toHaveBeenCalled();
    penalties = [penalty(1), penalty(3)];
    await queryClient.invalidateQueries();
    await screen.findByText('Round 3: no bet \u221210');
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(0, 7)),
    ).toEqual(['Round 3', 'Round 2', 'Round 1']);
    expect(toastWarning).toHaveBeenCalledExactlyOnceWith('Round 3: no bet \u221210', expect.anything());
    await queryClient.invalidateQueries();
    expect(toastWarning).toHaveBeenCalledOnce();
  });

  it('shows UPCOMING, ACTIVE, WON and LOST cards, newest round first', async () => {
    setup({
      [`GET ${BETS}`]: ok({
        bets: [
          makeBet({ id: 'b1', round: 1, roundStatus: 'finished', isWon: true, payout: 20 }),
          makeBet({ id: 'b2', round: 2, roundStatus: 'finished', isWon: false }),
          makeBet({ id: 'b3', round: 3, roundStatus: 'active' }),
          makeBet({ id: 'b4', round: 4 }),
        ],
      }),
      [`GET ${STATS}`]: corners(1),
    });
    await vi.waitFor(() => expect(cardStatuses()).toEqual(['UPCOMING', 'ACTIVE', 'LOST', 'WON']));
    const won = screen.getByRole('article', { name: 'Round 1 Corner OVER 1.5: WON' });
    expect(within(won).getByText('Paid').nextSibling).toHaveTextContent('20');
    const upcoming = screen.getByRole('article', { name: 'Round 4 Corner OVER 1.5: UPCOMING' });
    expect(within(upcoming).getByText('To win').nextSibling).toHaveTextContent('20');
  });

  it('pages the cards 4 at a time', async () => {
    const bets = [1, 2, 3, 4, 5, 6].map((round) =>
      makeBet({ id: `b${round}`, round, roundStatus: round < 3 ? 'finished' : 'upcoming', isWon: round < 3 }),
    );
    const { user } = setup({ [`GET ${BETS}`]: ok({ bets }), [`GET ${STATS}`]: corners(0) });
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(screen.getByText('1/2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous bets' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next bets' }));
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Round 2 Corner OVER 1.5: WON',
      'Round 1 Corner OVER 1.5: WON',
    ]);
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next bets' })).toBeDisabled();
  });

  it('goes back to the first page when a new bet is placed, so that it shows', async () => {
    const bets = [1, 2, 3, 4, 5].map((round) =>
      makeBet({ id: `b${round}`, round, roundStatus: 'finished', isWon: true }),
    );
    const { user, queryClient } = setup({
      [`GET ${BETS}`]: () => ok({ bets }),
      [`GET ${STATS}`]: corners(0),
    });
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Next bets' }));
    expect(screen.getByText('2/2')).toBeInTheDocument();
    bets.push(makeBet({ id: 'b6', round: 6 }));
    await queryClient.invalidateQueries();
    await vi.waitFor(() => expect(screen.getByText('1/2')).toBeInTheDocument());
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Round 6 Corner OVER 1.5: UPCOMING');
  });

  it('turns a bet WINNING from the live count, says so politely and fires confetti once', async () => {
    let count = 1;
    const { queryClient } = setup({
      [`GET ${BETS}`]: ok({ bets: [makeBet({ id: 'b3', round: 3, roundStatus: 'active' })] }),
      [`GET ${STATS}`]: () => corners(count),
    });
    await vi.waitFor(() => expect(cardStatuses()).toEqual(['ACTIVE']));
    // the card reads ACTIVE before the counts arrive too: wait for the first count, the baseline
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['game', 'event-statistics', 'match-1'])).toBeDefined(),
    );
    expect(cardStatuses()).toEqual(['ACTIVE']);
    expect(fireConfetti).not.toHaveBeenCalled();

    count = 2;
    await queryClient.invalidateQueries({ queryKey: ['game', 'event-statistics', 'match-1'] });
    await vi.waitFor(() => expect(cardStatuses()).toEqual(['WINNING']));
    expect(await screen.findByText('Round 3 Corner OVER 1.5: WINNING')).toHaveAttribute('role', 'status');
    await vi.waitFor(() => expect(fireConfetti).toHaveBeenCalledTimes(1));

    count = 3;
    await queryClient.invalidateQueries({ queryKey: ['game', 'event-statistics', 'match-1'] });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['game', 'event-statistics', 'match-1'])).toEqual({
        statistics: { Corner: { '3': 3 } },
        serverTime: '',
      }),
    );
    expect(cardStatuses()).toEqual(['WINNING']);
    expect(fireConfetti).toHaveBeenCalledTimes(1);
  });

  it('celebrates an UNDER bet only once it is won, never on the way to a loss (issue 29 item 3)', async () => {
    const under = (id: string, isWon?: boolean) =>
      makeBet({
        id,
        round: 3,
        roundStatus: isWon === undefined ? 'active' : 'finished',
        betType: 'under',
        isWon,
      });
    let bets = [under('lost'), under('won')];
    let count = 2;
    const { queryClient } = setup({
      [`GET ${BETS}`]: () => ok({ bets }),
      [`GET ${STATS}`]: () => corners(count),
    });
    await vi.waitFor(() => expect(cardStatuses()).toEqual(['ACTIVE', 'ACTIVE']));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['game', 'event-statistics', 'match-1'])).toBeDefined(),
    );
    // a corrected count (an event deleted) makes them read WINNING: nothing is won yet
    count = 1;
    await queryClient.invalidateQueries({ queryKey: ['game', 'event-statistics', 'match-1'] });
    await vi.waitFor(() => expect(cardStatuses()).toEqual(['WINNING', 'WINNING']));
    bets = [under('lost', false), under('won')];
    await queryClient.invalidateQueries();
    await vi.waitFor(() => expect(cardStatuses()).toEqual(['LOST', 'WINNING']));
    expect(fireConfetti).not.toHaveBeenCalled();

    bets = [under('lost', false), under('won', true)];
    await queryClient.invalidateQueries();
    await vi.waitFor(() => expect(cardStatuses()).toEqual(['LOST', 'WON']));
    expect(fireConfetti).toHaveBeenCalledTimes(1);
  });

  it("keeps an away team line ACTIVE, without confetti, on a home corner; the away team's corner wins it", async () => {
    let counts = teamCorners(0, 0);
    const { queryClient } = setup({
      [`GET ${BETS}`]: ok({ bets: [awayOver(), wholeUnder()] }),
      [`GET ${STATS}`]: () => counts,
    });
    await vi.waitFor(() => expect(statusOf(/Corner UNDER 0.5/)).toBe('WINNING'));
    expect(statusOf(/Corners by Chelsea OVER 0.5/)).toBe('ACTIVE');

    // the home corner turns the whole-match UNDER 0.5 (no confetti for it) in the same render
    counts = teamCorners(1, 0);
    await queryClient.invalidateQueries({ queryKey: ['game', 'event-statistics', 'match-1'] });
    await vi.waitFor(() => expect(statusOf(/Corner UNDER 0.5/)).toBe('ACTIVE'));
    expect(statusOf(/Corners by Chelsea OVER 0.5/)).toBe('ACTIVE');
    expect(screen.getByRole('article', { name: /Chelsea/ })).toHaveAccessibleName(
      'Round 3 Corners by Chelsea OVER 0.5: ACTIVE',
    );
    expect(fireConfetti).not.toHaveBeenCalled();

    counts = teamCorners(1, 1);
    await queryClient.invalidateQueries({ queryKey: ['game', 'event-statistics', 'match-1'] });
    await vi.waitFor(() => expect(statusOf(/Corners by Chelsea OVER 0.5/)).toBe('WINNING'));
    await vi.waitFor(() => expect(fireConfetti).toHaveBeenCalledTimes(1));
  });

  it('never reads a team line WINNING while a corner without a team will void it', async () => {
    let counts = teamCorners(0, 0);
    const { queryClient } = setup({
      [`GET ${BETS}`]: ok({ bets: [awayOver(), wholeUnder()] }),
      [`GET ${STATS}`]: () => counts,
    });
    await vi.waitFor(() => expect(statusOf(/Corner UNDER 0.5/)).toBe('WINNING'));
    counts = teamCorners(0, 2, 1);
    await queryClient.invalidateQueries({ queryKey: ['game', 'event-statistics', 'match-1'] });
    await vi.waitFor(() => expect(statusOf(/Corner UNDER 0.5/)).toBe('ACTIVE'));
    expect(statusOf(/Corners by Chelsea OVER 0.5/)).toBe('ACTIVE');
    expect(fireConfetti).not.toHaveBeenCalled();
  });

  it('fires no confetti for a bet already WINNING when the screen opens', async () => {
    setup({
      [`GET ${BETS}`]: ok({ bets: [makeBet({ id: 'b3', round: 3, roundStatus: 'active' })] }),
      [`GET ${STATS}`]: corners(4),
    });
    await vi.waitFor(() => expect(cardStatuses()).toEqual(['WINNING']));
    expect(fireConfetti).not.toHaveBeenCalled();
  });

  it('does not ask for event counts while no bet of mine is in play', async () => {
    const { api } = setup({ [`GET ${BETS}`]: ok({ bets: [makeBet({ id: 'b4', round: 4 })] }) });
    await vi.waitFor(() => expect(cardStatuses()).toEqual(['UPCOMING']));
    expect(api.to(STATS)).toHaveLength(0);
    expect(api.to(BETS)[0]!.url).toBe(`${BETS}?lobbyId=lobby-1`);
  });

  it('says so when there are no bets yet', async () => {
    setup({ [`GET ${BETS}`]: ok({ bets: [] }) });
    expect(await screen.findByText(/No bets yet/)).toBeInTheDocument();
  });

  it('tells spectators they cannot place bets', async () => {
    setup({ [`GET ${BETS}`]: ok({ bets: [] }) }, 'spectator');
    expect(await screen.findByText('Spectators cannot place bets')).toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    let fails = true;
    const { user } = setup({
      [`GET ${BETS}`]: () => (fails ? fail(500, 'Server error') : ok({ bets: [] })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your bets: Server error');
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No bets yet/)).toBeInTheDocument();
  });
});
