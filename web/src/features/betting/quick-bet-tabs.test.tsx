import { DEFAULT_GAME_SETTINGS } from '@kickchips/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../test/mock-api';
import { liveDetails, minute, ODDS, PANEL_TEST_TIMEOUT_MS, renderPanel } from './quick-bet-fixture';

const NOW = minute(5);
const member = (id: string, username: string) => ({ _id: id, username, name: username, avatarUrl: null });
const bet = (id: string, userId: string, username: string, roundNumber: number, stake: number) => ({
  _id: id,
  user: member(userId, username),
  odds: { _id: 'o-g15', eventType: 'Goal', betType: 'over', threshold: 1.5, odds: 2.2 },
  matchRound: { _id: `r${roundNumber}`, roundNumber, status: 'active' },
  stake,
  status: 'pending',
  payout: 0,
  card: null,
  createdAt: new Date(NOW).toISOString(),
});

describe('the quick-bet tabs', { timeout: PANEL_TEST_TIMEOUT_MS }, () => {
  it('hides Competitors in a blind lobby and says BLIND BETTING MODE', () => {
    const base = liveDetails();
    renderPanel(
      {
        ...base,
        lobby: { ...base.lobby, gameSettings: { ...DEFAULT_GAME_SETTINGS, showCompetitorBets: false } },
      },
      NOW,
    );
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Odds', 'Statistics']);
    expect(screen.getByText('BLIND BETTING MODE')).toBeInTheDocument();
  });

  it('counts events per round in Statistics: at least 5 rounds, the current one marked, and a Total', async () => {
    const { user } = renderPanel(liveDetails(), NOW);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Odds',
      'Competitors',
      'Statistics',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Statistics' }));
    const table = await screen.findByRole('table', { name: 'Event counts per round' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Event',
      'R1Round 1, current roundNOW',
      'R2Round 2',
      'R3Round 3',
      'R4Round 4',
      'R5Round 5',
      'Total',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Round 1, current round' })).toHaveAttribute(
      'data-current',
      'true',
    );
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td');
    expect([...row('Goal')].map((cell) => cell.textContent)).toEqual(['2', '0', '0', '0', '0', '2']);
    expect([...row('Corner')].map((cell) => cell.textContent)).toEqual(['1', '3', '0', '0', '0', '4']);
  });

  it("shows each team's counts under a category with lines on a team, and only there", async () => {
    const teamLine = { ...ODDS[0]!, _id: 'o-corner-away', threshold: 0.5, team: 'away' as const };
    const { user } = renderPanel(liveDetails(), NOW, {
      'GET /api/app/odds/match/match-1': ok({ odds: [...ODDS, teamLine] }),
    });
    await user.click(screen.getByRole('tab', { name: 'Statistics' }));
    const table = await screen.findByRole('table', { name: 'Event counts per round' });
    const cells = (name: string) =>
      [...within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td')].map(
        (cell) => cell.textContent,
      );
    expect(cells('Corner')).toEqual(['1', '3', '0', '0', '0', '4']);
    expect(cells('Corners by Arsenal')).toEqual(['0', '2', '0', '0', '0', '2']);
    expect(cells('Corners by Chelsea')).toEqual(['1', '1', '0', '0', '0', '2']);
    expect(within(table).queryByRole('rowheader', { name: 'Goals by Arsenal' })).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Goal', 'Corner', 'Corners by Arsenal', 'Corners by Chelsea']);
  });

  it('shows as many round columns as the match has, past five', async () => {
    const details = liveDetails();
    const later = [6, 7].map((n) => ({
      ...details.upcomingRounds[0]!,
      _id: `r${n}`,
      roundNumber: n,
      halfNumber: 2,
    }));
    const { user } = renderPanel({ ...details, upcomingRounds: [...details.upcomingRounds, ...later] }, NOW);
    await user.click(screen.getByRole('tab', { name: 'Statistics' }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(9);
  });

  it('keeps Event and Total and says the rounds scroll when the table is too wide (issue 29 item 7)', async () => {
    // jsdom lays nothing out: the table's box is made narrower than the table, as on a phone
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(520);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(340);
    const { user } = renderPanel(liveDetails(), NOW);
    await user.click(screen.getByRole('tab', { name: 'Statistics' }));
    expect(await screen.findByText('Swipe the rounds sideways to see all 5')).toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'Event counts, scrolling sideways' });
    expect(box).toHaveAttribute('tabindex', '0');
    const headers = within(box).getAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent('Event');
    expect(headers.at(-1)).toHaveTextContent('Total');
    for (const pinned of [headers[0]!, headers.at(-1)!]) expect(pinned).toHaveClass('sticky');
  });

  it('gives no hint when every round fits', async () => {
    const { user } = renderPanel(liveDetails(), NOW);
    await user.click(screen.getByRole('tab', { name: 'Statistics' }));
    await screen.findByRole('table');
    expect(screen.queryByTestId('statistics-hint')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Event counts, scrolling sideways' }),
    ).not.toBeInTheDocument();
  });

  it('retries the statistics after a failure', async () => {
    let calls = 0;
    const { user } = renderPanel(liveDetails(), NOW, {
      'GET /api/app/game/event-statistics/match-1': () => {
        calls += 1;
        return calls === 1 ? fail(500, 'Database down') : ok({ statistics: {}, serverTime: '' });
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Statistics' }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it("lists each other player's bet on the round in play, and earlier rounds", async () => {
    const base = liveDetails();
    const [round2, ...later] = base.upcomingRounds;
    const details = liveDetails({
      users: [
        ...base.users,
        { user: member('u3', 'carla'), role: 'player', chips: 90, eliminated: false },
        { user: member('u4', 'watcher'), role: 'spectator', chips: 0, eliminated: false },
      ],
      activeRounds: [{ ...round2!, status: 'active' }],
      upcomingRounds: later,
    });
    const others = [
      bet('b1', 'u1', 'hosty', 2, 10),
      bet('b2', 'u1', 'hosty', 1, 5),
      bet('b3', 'u3', 'carla', 1, 7),
    ];
    const { user, api } = renderPanel(details, minute(15), {
      'GET /api/app/user-bet/all': (request) =>
        request.url.includes('includeAll=true')
          ? ok({ bets: [...others, bet('b4', 'u2', 'guest', 2, 5)] })
          : ok({ bets: [] }),
    });
    await user.click(screen.getByRole('tab', { name: 'Competitors' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'PREVIOUS ROUND BETS' })).toBeInTheDocument();
    const rows = () =>
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(within(panel).getByText('Round 2')).toBeInTheDocument();
    expect(rows()).toEqual(['hostyOver 1.5 Goal, 10 chips at x2.2', 'carlaNo bet']);
    expect(within(panel).getByRole('button', { name: 'Later round' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Earlier round' }));
    expect(within(panel).getByText('Round 1')).toBeInTheDocument();
    expect(rows()).toEqual(['hostyOver 1.5 Goal, 5 chips at x2.2', 'carlaOver 1.5 Goal, 7 chips at x2.2']);
    expect(within(panel).getByRole('button', { name: 'Earlier round' })).toBeDisabled();
    expect(api.to('/api/app/user-bet/all').some((request) => request.url.includes('includeAll=true'))).toBe(
      true,
    );
  });

  it('says no round has started before kick-off', async () => {
    const details = liveDetails({
      match: {
        ...liveDetails().match,
        halves: [{ ...liveDetails().match.halves[0]!, startTime: null, status: 'upcoming' }],
      },
      activeRounds: [],
      upcomingRounds: [
        { ...liveDetails().activeRounds[0]!, status: 'upcoming' },
        ...liveDetails().upcomingRounds,
      ],
    });
    const { user } = renderPanel(details, NOW);
    await user.click(screen.getByRole('tab', { name: 'Competitors' }));
    expect(await screen.findByText(/No round has started yet/)).toBeInTheDocument();
  });
});
