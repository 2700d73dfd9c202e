import type { LeaderboardEntry } from '@kickchips/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { TOKEN } from '../../../test/fixtures';
import { makeLobbyDetails } from '../../../test/lobby-details-fixture';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { GameRankPanel } from './game-rank-panel';

const BOARD = '/api/app/game/leaderboard/lobby-1';
const details = makeLobbyDetails();
const entry = (index: number, chips: number, betsPlaced: number, betsWon: number, rank: number) => ({
  user: details.users[index]!.user,
  chips,
  inPlay: 0,
  betsPlaced,
  betsSettled: betsPlaced,
  betsWon,
  rank,
});
const BOARD_ROWS: LeaderboardEntry[] = [entry(0, 140, 3, 2, 1), entry(1, 90, 4, 1, 2)];

function setup(routes: Parameters<typeof mockApi>[0], leaderboard: LeaderboardEntry[] = []) {
  writeSessionToken(TOKEN);
  const api = mockApi(routes);
  const view = renderWithProviders([
    { path: '/', element: <GameRankPanel details={{ ...details, leaderboard }} intervalMs={60_000} /> },
  ]);
  return { api, ...view };
}

const detail = () => within(screen.getByRole('region', { name: /^#\d/ }));
const stat = (label: string) => detail().getByText(label).nextSibling;

describe('GameRankPanel', () => {
  it('lists the players by rank and details the current user first', async () => {
    setup({ [`GET ${BOARD}`]: ok({ leaderboard: BOARD_ROWS }) });
    const rows = await screen.findAllByRole('button', { pressed: false });
    expect(rows).toHaveLength(1);
    expect(screen.getByRole('button', { pressed: true })).toHaveTextContent('#2guest (you)90 chips');
    expect(screen.getByRole('heading', { name: '#2 guest' })).toBeInTheDocument();
    expect(stat('Chips')).toHaveTextContent('90');
    expect(stat('Bets Placed')).toHaveTextContent('4');
    expect(stat('Bets Won')).toHaveTextContent('1');
    expect(stat('Win Rate')).toHaveTextContent('25%');
  });

  it('details the player picked, by keyboard too', async () => {
    const { user } = setup({ [`GET ${BOARD}`]: ok({ leaderboard: BOARD_ROWS }) });
    const host = await screen.findByRole('button', { name: /hosty/ });
    host.focus();
    await user.keyboard('{Enter}');
    expect(host).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: '#1 hosty' })).toBeInTheDocument();
    expect(stat('Chips')).toHaveTextContent('140');
    expect(stat('Bets Placed')).toHaveTextContent('3');
    expect(stat('Bets Won')).toHaveTextContent('2');
    expect(stat('Win Rate')).toHaveTextContent('67%');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('heading', { name: '#2 guest' })).toBeInTheDocument();
  });

  it('shows chips and what is in play, and who has bet on the round taking bets', async () => {
    writeSessionToken(TOKEN);
    mockApi({ [`GET ${BOARD}`]: ok({ leaderboard: [{ ...BOARD_ROWS[0]!, inPlay: 25 }, BOARD_ROWS[1]!] }) });
    const host = details.users[0]!.user._id;
    renderWithProviders([
      {
        path: '/',
        element: (
          <GameRankPanel
            details={{ ...details, nextBettableRoundId: 'round-2', betPlacedBy: [host] }}
            intervalMs={60_000}
          />
        ),
      },
    ]);
    const hostRow = await screen.findByRole('button', { name: /hosty/ });
    expect(hostRow).toHaveTextContent('#1hostyBet placed140 chips+25 in play');
    expect(screen.getByRole('button', { name: /guest/ })).not.toHaveTextContent('Bet placed');
    expect(stat('In Play')).toHaveTextContent('0');
    expect(stat('Win Rate')).toHaveTextContent('25%');
  });

  it('reads a dash for Win Rate while none of the bets is settled', async () => {
    setup({
      [`GET ${BOARD}`]: ok({
        leaderboard: [BOARD_ROWS[0]!, { ...BOARD_ROWS[1]!, betsSettled: 0, betsWon: 0 }],
      }),
    });
    await screen.findByRole('heading', { name: '#2 guest' });
    expect(stat('Win Rate')).toHaveTextContent('—');
  });

  it('shows the leaderboard of the lobby details while its own call is on its way', async () => {
    setup({ [`GET ${BOARD}`]: () => new Promise(() => {}) }, BOARD_ROWS);
    expect(await screen.findByRole('heading', { name: '#2 guest' })).toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    let fails = true;
    const { user } = setup({
      [`GET ${BOARD}`]: () => (fails ? fail(500, 'Server error') : ok({ leaderboard: BOARD_ROWS })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the leaderboard: Server error',
    );
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: '#2 guest' })).toBeInTheDocument();
  });

  it('keeps the host controls through the game: a menu on each other player and the lock, Locked for all', async () => {
    writeSessionToken(TOKEN);
    mockApi({ [`GET ${BOARD}`]: ok({ leaderboard: BOARD_ROWS }) });
    const asHost = {
      ...details,
      leaderboard: BOARD_ROWS,
      currentUser: { ...details.currentUser, _id: 'u1' },
    };
    const view = renderWithProviders([
      { path: '/', element: <GameRankPanel details={asHost} intervalMs={60_000} /> },
    ]);
    expect(await screen.findByRole('button', { name: 'Host actions for guest' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Host actions for hosty' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Lock lobby' })).toBeInTheDocument();
    view.unmount();

    const locked = { ...details, leaderboard: BOARD_ROWS, lobby: { ...details.lobby, locked: true } };
    renderWithProviders([{ path: '/', element: <GameRankPanel details={locked} intervalMs={60_000} /> }]);
    expect(await screen.findByText('Locked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Host actions/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Lock lobby/ })).toBeNull();
  });
});
