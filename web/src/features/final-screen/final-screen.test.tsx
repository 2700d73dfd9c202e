import type { ChipHistoryOutput, FinalStanding, FinalStandingsOutput } from '@kickchips/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../lib/session-token';
import { TOKEN } from '../../test/fixtures';
import { makeLobbyDetails } from '../../test/lobby-details-fixture';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { FinalScreen } from './final-screen';

const fireConfetti = vi.hoisted(() => vi.fn(() => () => {}));
vi.mock('../../lib/fire-confetti', () => ({ fireConfetti }));

// the chart comes in its own chunk: load it once, so the screens below wait only for their data
beforeAll(() => import('./chip-chart'), 60_000);

const STANDINGS = 'GET /api/app/game/final-standings/lobby-1';
const HISTORY = 'GET /api/app/game/chip-history/lobby-1';
/** The next-match offer's list, empty: these tests are about the rest of the screen. */
const NO_MATCHES = { 'GET /api/app/match': ok({ matches: [] }) };

const user = (id: string, username: string) => ({ _id: id, username, name: username, avatarUrl: null });
const NAMES = ['hosty', 'guest', 'carla', 'dave', 'erin'];
const standing = (i: number, overrides: Partial<FinalStanding> = {}): FinalStanding => ({
  user: user(`u${i + 1}`, NAMES[i]!),
  rank: i + 1,
  chips: 150 - i * 20,
  betsPlaced: 8,
  betsWon: 5 - i,
  share: 0,
  won: i === 0,
  ...overrides,
});
/** Five players ranked hosty (u1) first to erin (u5) last; hosty won. */
const finalStandings = (): FinalStandingsOutput => {
  const standings = NAMES.map((_, i) => standing(i));
  return { finished: true, standings, winner: standings[0]!.user };
};
const history: ChipHistoryOutput = {
  rounds: [
    { roundId: 'r1', roundNumber: 1 },
    { roundId: 'r2', roundNumber: 2 },
  ],
  players: [
    { user: user('u1', 'hosty'), start: 100, balances: [130, 150] },
    { user: user('u2', 'guest'), start: 100, balances: [90, 130] },
  ],
};

function render(me: string) {
  const details = makeLobbyDetails({ currentUser: { _id: me, role: 'player', chips: 0, eliminated: false } });
  return renderWithProviders([{ path: '/', element: <FinalScreen details={details} now={Date.now()} /> }]);
}

/** jsdom has no matchMedia: answer no to every media query. */
function stubMatchMedia() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

describe('FinalScreen', () => {
  beforeEach(() => {
    writeSessionToken(TOKEN);
    stubMatchMedia();
    fireConfetti.mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('crowns me with #1, confetti and You won!, then lists the standings and thanks', async () => {
    mockApi({ ...NO_MATCHES, [STANDINGS]: ok(finalStandings()), [HISTORY]: ok(history) });
    render('u1');
    expect(screen.getByRole('heading', { name: 'Match Complete' })).toBeInTheDocument();
    expect(screen.getByText('AB23CD')).toBeInTheDocument();
    expect(await screen.findByText('You won!')).toBeInTheDocument();
    expect(screen.getByText('#1', { selector: '.text-display-lg' }).nextSibling).toHaveTextContent('hosty');
    await vi.waitFor(() => expect(fireConfetti).toHaveBeenCalled());
    const table = within(screen.getByRole('table', { name: 'Final Standings' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['#1', '5 / 85 wins of 8 bets', '150']);
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByText(/Your Rank/)).toBeNull();
    expect(screen.getByText('Thanks for playing!')).toBeInTheDocument();
  });

  it('says one win, one bet and one chip in the singular (issue 29 item 8)', async () => {
    const standings = [standing(0, { chips: 1, betsPlaced: 1, betsWon: 1 }), standing(1, { betsWon: 0 })];
    mockApi({
      ...NO_MATCHES,
      [STANDINGS]: ok({ finished: true, standings, winner: standings[0]!.user }),
      [HISTORY]: ok(history),
    });
    render('u2');
    expect(await screen.findByText('1 win of 1 bet')).toBeInTheDocument();
    expect(screen.getByText('0 wins of 8 bets')).toBeInTheDocument();
    expect(screen.getByText('1 chip · 1 of 1 bet won')).toBeInTheDocument();
  });

  it('shows Your Rank n of total below 3rd, and neither You won! nor confetti', async () => {
    mockApi({ ...NO_MATCHES, [STANDINGS]: ok(finalStandings()), [HISTORY]: ok(history) });
    render('u5');
    expect(await screen.findByText('Your Rank 5 of 5')).toBeInTheDocument();
    expect(screen.queryByText('You won!')).toBeNull();
    expect(fireConfetti).not.toHaveBeenCalled();
  });

  it('does not show my rank when I am 3rd', async () => {
    mockApi({ ...NO_MATCHES, [STANDINGS]: ok(finalStandings()), [HISTORY]: ok(history) });
    render('u3');
    await screen.findByRole('table', { name: 'Final Standings' });
    expect(screen.queryByText(/Your Rank/)).toBeNull();
  });

  it('says the standings are being worked out until the lobby has finished, then shows the last round', async () => {
    let finished = false;
    const partHistory = { rounds: history.rounds.slice(0, 1), players: history.players };
    mockApi({
      ...NO_MATCHES,
      [STANDINGS]: () =>
        finished ? ok(finalStandings()) : ok({ finished: false, standings: [], winner: null }),
      [HISTORY]: () => ok(finished ? history : partHistory),
    });
    render('u2');
    expect(
      await screen.findByText('Settling the last round and working out the final standings'),
    ).toBeInTheDocument();
    // the chart's library loads lazily, on first show
    expect(
      await screen.findByText(/from the start to round 1\./, { selector: 'p' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    finished = true;
    expect(
      await screen.findByRole('table', { name: 'Final Standings' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/from the start to round 2\./, { selector: 'p' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  }, 20_000);

  it('offers Retry when the standings fail to load', async () => {
    let calls = 0;
    mockApi({
      ...NO_MATCHES,
      [STANDINGS]: () => (++calls === 1 ? fail(500, 'Server down') : ok(finalStandings())),
      [HISTORY]: ok(history),
    });
    const { user: clicker } = render('u2');
    expect(await screen.findByText('Failed to load the final standings: Server down')).toBeInTheDocument();
    await clicker.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Final Standings' })).toBeInTheDocument();
  });

  it('draws the chips round by round, with the same numbers in a table', async () => {
    mockApi({ ...NO_MATCHES, [STANDINGS]: ok(finalStandings()), [HISTORY]: ok(history) });
    const { user: clicker } = render('u2');
    const figure = await screen.findByRole('figure', { name: 'Chips by round' });
    const summary = 'Chips of 2 players from the start to round 2. Most chips at the end: hosty with 150.';
    expect(within(figure).getByText(summary, { selector: 'p' })).toBeInTheDocument();
    expect(within(figure).getByRole('application', { name: 'Chips by round' })).toBeInTheDocument();
    await clicker.click(within(figure).getByText('Show the chips as a table'));
    const table = within(within(figure).getByRole('table'));
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Player',
      'Start',
      'Round 1',
      'Round 2',
    ]);
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['hosty100130150', 'guest10090130']);
  });

  it('says when there is no chip history, and offers Retry when it fails', async () => {
    let broken = true;
    mockApi({
      ...NO_MATCHES,
      [STANDINGS]: ok(finalStandings()),
      [HISTORY]: () => (broken ? fail(500, 'Oops') : ok({ rounds: [], players: history.players })),
    });
    const { user: clicker } = render('u2');
    expect(await screen.findByText('Failed to load the chip history: Oops')).toBeInTheDocument();
    broken = false;
    await clicker.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No round was played, so there is no chip history to show.'),
    ).toBeInTheDocument();
  });
});
