import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { TOKEN } from '../../../test/fixtures';
import { fail, ok } from '../../../test/mock-api';
import { adminInvalidations } from '../api/admin-invalidations';
import { MATCH_ID, makeMatch, makeOdd } from './manage-match-fixtures';
import { setupManageMatch } from './setup-manage-match';

const AUTO = { autoPricing: true, priceMargin: 0.06 };
const matchLine = makeOdd('over', 0.5, 1.42, 'Goal', { pinned: false, chance: 0.66 });
const awayLine = makeOdd('over', 0.5, 2.4, 'Goal', {
  _id: '55555555-5555-4555-8555-0000000000a5',
  team: 'away',
  pinned: true,
  chance: 0.41,
});
const homeLine = makeOdd('under', 0.5, 1.9, 'Goal', {
  _id: '55555555-5555-4555-8555-0000000000b5',
  team: 'home',
  pinned: false,
  chance: 0.52,
});

describe('ManageMatchRoute with teams', () => {
  beforeEach(() => writeSessionToken(TOKEN));
  afterEach(() => vi.restoreAllMocks());

  it('shows the score under the heading, and follows the match’s notices', async () => {
    let score = { home: 1, away: 0 };
    const { queryClient } = setupManageMatch({
      routes: { [`GET /api/admin/match/${MATCH_ID}`]: () => ok(makeMatch([], { score })) },
    });
    expect(await screen.findByText('Home Team 1–0 Away Team')).toBeInTheDocument();
    score = { home: 1, away: 1 };
    const notice = { type: 'match.event', matchId: MATCH_ID, version: 'a-1' } as const;
    await Promise.all(
      adminInvalidations.invalidationsFor(notice).map((filters) => queryClient.invalidateQueries(filters)),
    );
    expect(await screen.findByText('Home Team 1–1 Away Team')).toBeInTheDocument();
  });

  it('switches lines per team with a PUT, says what it did, and shows a refusal at the switch', async () => {
    const replies = [
      fail(400, 'body.teamLines: teamLines must be true or false'),
      ok({ ...AUTO, teamLines: false }),
    ];
    const { user, api } = setupManageMatch({
      match: AUTO,
      routes: { [`PUT /api/admin/match/${MATCH_ID}/pricing`]: () => replies.shift()! },
    });
    const toggle = await screen.findByRole('switch', { name: 'Lines per team' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      /lines on each team's count of goals, corners, shots and cards/,
    );
    await user.click(toggle);
    expect(await screen.findByText('Lines per team must be true or false')).toHaveAttribute('role', 'alert');
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
    await user.click(toggle);
    expect(
      await screen.findByText('Lines per team are off: only lines on the whole match are offered'),
    ).toHaveAttribute('role', 'status');
    expect(api.to(`/api/admin/match/${MATCH_ID}/pricing`).map((r) => r.body)).toEqual([
      { teamLines: false },
      { teamLines: false },
    ]);
  });

  it('says that lines per team need automatic pricing while it is off', async () => {
    setupManageMatch({ match: { teamLines: false } });
    const toggle = await screen.findByRole('switch', { name: 'Lines per team' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      /They are offered while the game prices the match automatically\.$/,
    );
  });

  it('shows each team’s lines in tables named by the team, with their chance and status, and no Add', async () => {
    setupManageMatch({ match: AUTO, odds: [matchLine, awayLine, homeLine] });
    const goal = await screen.findByRole('group', { name: 'Goal odds' });
    expect(within(goal).getAllByLabelText('Goal Over odds value')).toHaveLength(1);
    const away = within(goal).getByRole('group', { name: 'Goal · Away Team odds' });
    expect(within(away).getByText('Goal · Away Team')).toBeInTheDocument();
    expect(within(away).getByLabelText('Goal · Away Team Over odds value')).toHaveValue(2.4);
    expect(within(away).getByRole('cell', { name: '41 %' })).toBeInTheDocument();
    expect(within(away).getByRole('button', { name: 'Unpin Over 0.5 Goal · Away Team' })).toBeInTheDocument();
    expect(within(away).queryByRole('button', { name: /^Add/ })).toBeNull();
    const home = within(goal).getByRole('group', { name: 'Goal · Home Team odds' });
    expect(within(home).getByLabelText('Goal · Home Team Under odds value')).toHaveValue(1.9);
    expect(within(home).getByText('Automatic')).toBeInTheDocument();
    // the home team's lines come first, as on every screen
    const groups = within(goal)
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-label'));
    expect(groups).toEqual(['Goal · Home Team odds', 'Goal · Away Team odds']);
  });

  it('names a refused team line by its team', async () => {
    const { user } = setupManageMatch({
      match: AUTO,
      odds: [awayLine],
      oddsRefusal: 'body.odds: Odds value must be at most 1000',
    });
    const odds = await screen.findByLabelText('Goal · Away Team Over odds value');
    await user.clear(odds);
    await user.type(odds, '999');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Over 0.5 Goal · Away Team: Odds value must be at most 1000',
    );
  });
});
