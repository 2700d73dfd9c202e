import { type GameScreenState, gameScreen, type LobbyDetails } from '@kickchips/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../lib/session-token';
import { TOKEN } from '../../test/fixtures';
import { makeLobbyDetails } from '../../test/lobby-details-fixture';
import { mockApi, ok } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { GameScreenBody } from './game-screen-body';
import { makeLiveLobbyDetails } from './live-lobby-fixture';
import { lobbyMatchState } from './lobby-match-state';
import { makeBet } from './my-bets/bet-fixture';

vi.mock('../betting', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../betting')>()),
  QuickBetPanel: ({ state, now }: { state: GameScreenState; now: number }) => (
    <p>
      QuickBetPanel {state.screen} at {now}
    </p>
  ),
}));
vi.mock('../final-screen', () => ({
  FinalScreen: ({ details }: { details: LobbyDetails }) => <p>FinalScreen {details.lobby.lobbyCode}</p>,
}));
vi.mock('./transition', () => ({
  TransitionView: ({ state }: { state: GameScreenState }) => (
    <p>TransitionView {state.completedRound?.round.roundNumber}</p>
  ),
}));

const fireConfetti = vi.hoisted(() => vi.fn(() => () => {}));
vi.mock('../../lib/fire-confetti', () => ({ fireConfetti }));

const NOW = Date.UTC(2026, 0, 1, 15, 22);

function renderBody(details: LobbyDetails, state?: Partial<GameScreenState>) {
  writeSessionToken(TOKEN);
  mockApi({
    'GET /api/app/user-bet/all': ok({ bets: [] }),
    'GET /api/app/game/leaderboard/lobby-1': ok({ leaderboard: [] }),
  });
  const match = lobbyMatchState(details);
  const screenState = { ...gameScreen(match, NOW), ...state };
  return renderWithProviders([
    { path: '/', element: <GameScreenBody state={screenState} details={details} match={match} now={NOW} /> },
  ]);
}

const lowerPanel = async () => {
  expect(await screen.findByRole('heading', { name: 'MY BETS' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'GAME RANK' })).toBeInTheDocument();
};

describe('GameScreenBody', () => {
  it('shows the quick-bet panel, My Bets and GAME RANK during a round', async () => {
    renderBody(makeLiveLobbyDetails(NOW));
    expect(screen.getByText(`QuickBetPanel ACTIVE_ROUND at ${NOW}`)).toBeInTheDocument();
    await lowerPanel();
  });

  it('shows the quick-bet panel in a round break too', async () => {
    renderBody(makeLiveLobbyDetails(NOW), { screen: 'ROUND_BREAK', currentRound: null });
    expect(screen.getByText(/QuickBetPanel ROUND_BREAK/)).toBeInTheDocument();
    await lowerPanel();
  });

  it('offers pre-match betting with My Bets and LOBBY PLAYERS', async () => {
    renderBody(makeLiveLobbyDetails(NOW), { screen: 'PRE_MATCH_BETTING', currentRound: null });
    expect(screen.getByText(/QuickBetPanel PRE_MATCH_BETTING/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'MY BETS' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'LOBBY PLAYERS' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'GAME RANK' })).not.toBeInTheDocument();
  });

  it('counts down to a scheduled kick-off before anything can be bet on', () => {
    const details = makeLobbyDetails();
    renderBody({
      ...details,
      match: { ...details.match, scheduledAt: new Date(NOW + 125_000).toISOString() },
    });
    expect(screen.getByRole('heading', { name: 'WAITING FOR KICK-OFF' })).toBeInTheDocument();
    expect(screen.getByText('Match starts in 2:04')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'LOBBY PLAYERS' })).toBeInTheDocument();
    expect(screen.queryByText(/QuickBetPanel/)).not.toBeInTheDocument();
  });

  it('shows the transition with the lower panel under it', async () => {
    const details = makeLiveLobbyDetails(NOW);
    const state = gameScreen(lobbyMatchState(details), NOW);
    renderBody(details, { screen: 'TRANSITION', completedRound: state.currentRound, currentRound: null });
    expect(screen.getByText('TransitionView 3')).toBeInTheDocument();
    await lowerPanel();
  });

  it('waits for the next half with its countdown once it is set', async () => {
    const details = makeLiveLobbyDetails(NOW);
    const halves = [
      { ...details.match.halves[0]!, status: 'finished', endTime: new Date(NOW - 60_000).toISOString() },
      {
        _id: 'half-2',
        halfNumber: 2,
        status: 'upcoming',
        startTime: new Date(NOW + 90_000).toISOString(),
        endTime: null,
      },
    ];
    renderBody(
      { ...details, match: { ...details.match, halves }, activeRounds: [], upcomingRounds: [] },
      { screen: 'WAITING' },
    );
    expect(screen.getByRole('heading', { name: 'WAITING FOR THE NEXT ROUND' })).toBeInTheDocument();
    expect(screen.getByText('Half 2 starts in 1:29')).toBeInTheDocument();
    await lowerPanel();
  });

  it('shows the final screen once the match is over', () => {
    renderBody(makeLiveLobbyDetails(NOW), { screen: 'MATCH_RESULTS' });
    expect(screen.getByText('FinalScreen AB23CD')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'MY BETS' })).not.toBeInTheDocument();
  });

  it('keeps My Bets through kick-off, so a bet that turns WINNING then is celebrated', async () => {
    writeSessionToken(TOKEN);
    mockApi({
      'GET /api/app/user-bet/all': ok({ bets: [makeBet({ id: 'b3', round: 3 })] }),
      'GET /api/app/game/event-statistics/match-1': ok({
        statistics: { Corner: { '3': 2 } },
        serverTime: '',
      }),
      'GET /api/app/game/leaderboard/lobby-1': ok({ leaderboard: [] }),
    });
    const details = makeLiveLobbyDetails(NOW);
    const match = lobbyMatchState(details);
    const live = gameScreen(match, NOW);
    const before = NOW - 3 * 60_000;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const body = (state: GameScreenState, now: number) => (
      <QueryClientProvider client={client}>
        <GameScreenBody state={state} details={details} match={match} now={now} />
      </QueryClientProvider>
    );
    const view = render(body({ ...live, screen: 'PRE_MATCH_BETTING', currentRound: null }, before));
    await screen.findByRole('article', { name: 'Round 3 Corner OVER 1.5: UPCOMING' });
    view.rerender(body(live, NOW));
    expect(
      await screen.findByRole('article', { name: 'Round 3 Corner OVER 1.5: WINNING' }),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(fireConfetti).toHaveBeenCalledTimes(1));
  });
});
