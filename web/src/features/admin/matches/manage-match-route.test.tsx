import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { TOKEN } from '../../../test/fixtures';
import { fail, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { HALF_ID, MATCH_ID, makeMatch, makeOdd, makeRound } from './manage-match-fixtures';
import { ManageMatchRoute } from './manage-match-route';
import { oddPosts, setupManageMatch } from './setup-manage-match';

describe('ManageMatchRoute', () => {
  beforeEach(() => writeSessionToken(TOKEN));
  afterEach(() => vi.restoreAllMocks());

  it('creates a match on /new and goes to its id', async () => {
    const api = mockApi({
      'POST /api/admin/game/create-match': ok({ match: makeMatch(), halfs: [], odds: [] }),
      [`GET /api/admin/match/${MATCH_ID}`]: ok(makeMatch()),
    });
    const { router } = renderWithProviders(
      [{ path: '/admin/manage-match/:id', element: <ManageMatchRoute /> }],
      ['/admin/manage-match/new'],
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/manage-match/${MATCH_ID}`));
    expect(api.to('/api/admin/game/create-match')[0]?.body).toEqual({
      homeTeam: 'Home Team',
      awayTeam: 'Away Team',
      status: 'scheduled',
    });
  });

  it('shows the creation failure', async () => {
    mockApi({ 'POST /api/admin/game/create-match': fail(400, 'Home team is required') });
    renderWithProviders(
      [{ path: '/admin/manage-match/:id', element: <ManageMatchRoute /> }],
      ['/admin/manage-match/new'],
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create match: Home team is required',
    );
  });

  it("suggests the half's first free minutes, numbered in time order, and warns of gaps", async () => {
    setupManageMatch({ rounds: [makeRound(1, 5, 12), makeRound(2, 15, 25)] });
    const form = await screen.findByRole('form', { name: 'Add Round' });
    await waitFor(() => expect(within(form).getByLabelText(/Round Number/)).toHaveValue(1));
    expect(within(form).getByLabelText(/Start Minute/)).toHaveValue(0);
    expect(within(form).getByLabelText(/End Minute/)).toHaveValue(5);
    expect(screen.getByText("Rounds don't start at the beginning of the half")).toBeInTheDocument();
    expect(screen.getByText("There's a gap between round 1 and round 2")).toBeInTheDocument();
    expect(screen.getAllByRole('row')).not.toHaveLength(0);
  });

  it('blocks Add Round when the end is not after the start, and sends a blank end as none', async () => {
    const { user, api } = setupManageMatch();
    const form = await screen.findByRole('form', { name: 'Add Round' });
    await waitFor(() => expect(within(form).getByLabelText(/Start Minute/)).toHaveValue(0));
    const end = within(form).getByLabelText(/End Minute/);
    await user.clear(end);
    await user.type(end, '0');
    expect(within(form).getByText('End minute must be greater than start minute.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add Round' }));
    expect(within(form).getByText('Please check for errors')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('/api/admin/match-round')).toHaveLength(0);
    await user.clear(end);
    expect(within(form).queryByText('Please check for errors')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Add Round' }));
    await waitFor(() => expect(api.to('/api/admin/match-round')).toHaveLength(1));
    expect(api.to('/api/admin/match-round')[0]?.body).toEqual({
      halfId: HALF_ID,
      roundNumber: 1,
      startMinute: 0,
    });
  });

  it('marks required fields with a red asterisk', async () => {
    setupManageMatch();
    const form = await screen.findByRole('form', { name: 'Add Round' });
    const label = within(form).getByText('Round Number');
    expect(within(label).getByText('*')).toHaveClass('text-red-600');
  });

  it('seeds the four drafts when a type with no odds is chosen, and saves them', async () => {
    const { user, api } = setupManageMatch();
    await user.click(await screen.findByRole('button', { name: 'Corner' }));
    const group = screen.getByRole('group', { name: 'Corner odds' });
    await waitFor(() => expect(oddPosts(api)).toHaveLength(4));
    expect(oddPosts(api).map((r) => r.body)).toEqual([
      expect.objectContaining({
        eventType: 'Corner',
        betType: 'over',
        threshold: 0.5,
        odds: 1.8,
        match: MATCH_ID,
        name: 'Corner over 0.5',
      }),
      expect.objectContaining({ betType: 'over', threshold: 1.5, odds: 2.2 }),
      expect.objectContaining({ betType: 'under', threshold: 0.5, odds: 2 }),
      expect.objectContaining({ betType: 'under', threshold: 1.5, odds: 1.6 }),
    ]);
    expect(oddPosts(api).every((r) => !('_id' in (r.body as object)))).toBe(true);
    expect(within(group).getAllByLabelText('Corner Over threshold')).toHaveLength(2);
  });

  it('adds an odd one above the highest threshold at odds 2', async () => {
    const { user, api } = setupManageMatch({ odds: [makeOdd('over', 0.5, 1.8), makeOdd('over', 2.5, 3)] });
    const group = await screen.findByRole('group', { name: 'Goal odds' });
    await user.click(within(group).getByRole('button', { name: 'Add Over Odd' }));
    await waitFor(() => expect(oddPosts(api)).toHaveLength(1));
    expect(oddPosts(api)[0]?.body).toEqual(
      expect.objectContaining({ betType: 'over', threshold: 3.5, odds: 2 }),
    );
    await user.click(within(group).getByRole('button', { name: 'Add Under Odd' }));
    await waitFor(() => expect(oddPosts(api)).toHaveLength(2));
    expect(oddPosts(api)[1]?.body).toEqual(
      expect.objectContaining({ betType: 'under', threshold: 0.5, odds: 2 }),
    );
  });

  it('saves an edit on leaving the field, only when both numbers are set', async () => {
    const { user, api } = setupManageMatch({ odds: [makeOdd('over', 0.5, 1.8)] });
    const odds = await screen.findByLabelText('Goal Over odds value');
    await user.clear(odds);
    await user.tab();
    expect(oddPosts(api)).toHaveLength(0);
    await user.click(odds);
    await user.type(odds, '2.4');
    await user.tab();
    await waitFor(() => expect(oddPosts(api)).toHaveLength(1));
    expect(oddPosts(api)[0]?.body).toEqual(
      expect.objectContaining({ _id: makeOdd('over', 0.5, 1.8)._id, threshold: 0.5, odds: 2.4 }),
    );
    expect(await screen.findByText('Odd saved successfully!')).toBeInTheDocument();
  });

  it('shows a refused odds value at its field, keeps it as typed, and puts the saved one back on Cancel', async () => {
    const { user, api } = setupManageMatch({ odds: [makeOdd('over', 1.5, 1.8)] });
    const group = await screen.findByRole('group', { name: 'Goal odds' });
    const odds = within(group).getByLabelText('Goal Over odds value');
    await user.clear(odds);
    await user.type(odds, '0');
    await user.tab();
    const alert = within(group).getByRole('alert');
    expect(alert).toHaveTextContent('Over 1.5 Goal: Odds value must be at least 1');
    expect(odds).toHaveValue(0);
    expect(odds).toHaveAttribute('aria-invalid', 'true');
    expect(odds).toHaveAccessibleDescription('Over 1.5 Goal: Odds value must be at least 1');
    expect(within(group).getByLabelText('Goal Over threshold')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Failed to save odds')).toBeInTheDocument();
    expect(oddPosts(api)).toHaveLength(0);

    await user.click(within(group).getByRole('button', { name: 'Cancel the change to Over 1.5 Goal' }));
    expect(odds).toHaveValue(1.8);
    expect(within(group).queryByRole('alert')).toBeNull();
    expect(odds).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a negative threshold marked until it is corrected, then saves the correction', async () => {
    const { user, api } = setupManageMatch({ odds: [makeOdd('under', 0.5, 2)] });
    const group = await screen.findByRole('group', { name: 'Goal odds' });
    const threshold = within(group).getByLabelText('Goal Under threshold');
    await user.clear(threshold);
    await user.type(threshold, '-3');
    await user.tab();
    expect(within(group).getByRole('alert')).toHaveTextContent(
      'Under 0.5 Goal: Threshold must be at least 0',
    );
    expect(threshold).toHaveValue(-3);
    await user.tab();
    expect(oddPosts(api)).toHaveLength(0);
    await user.clear(threshold);
    await user.type(threshold, '2.5');
    await user.tab();
    await waitFor(() => expect(oddPosts(api)).toHaveLength(1));
    expect(oddPosts(api)[0]?.body).toEqual(expect.objectContaining({ threshold: 2.5, odds: 2 }));
    await waitFor(() => expect(within(group).queryByRole('alert')).toBeNull());
    expect(threshold).toHaveValue(2.5);
  });

  it('shows the server’s refusal of an odd at its row, and Escape puts the saved value back', async () => {
    const { user, api } = setupManageMatch({
      odds: [makeOdd('over', 1.5, 1.8)],
      oddsRefusal: 'Goal already has an over odd at threshold 2.5',
    });
    const group = await screen.findByRole('group', { name: 'Goal odds' });
    const threshold = within(group).getByLabelText('Goal Over threshold');
    await user.clear(threshold);
    await user.type(threshold, '2.5');
    await user.tab();
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'Over 1.5 Goal: Goal already has an over odd at threshold 2.5',
    );
    expect(threshold).toHaveValue(2.5);
    expect(threshold).toHaveAttribute('aria-invalid', 'true');
    await user.click(threshold);
    await user.tab();
    expect(oddPosts(api)).toHaveLength(1);
    await user.click(threshold);
    await user.keyboard('{Escape}');
    expect(threshold).toHaveValue(1.5);
    expect(within(group).queryByRole('alert')).toBeNull();
  });

  it('says what spec 8 says of a refused Save Match, by status', async () => {
    const replies = [
      fail(400, 'body.scheduledAt: must be an ISO date-time'),
      fail(500, 'database down'),
      fail(404, 'Match not found'),
    ];
    const { user } = setupManageMatch({
      routes: { [`PUT /api/admin/match/${MATCH_ID}`]: () => replies.shift()! },
    });
    const form = await screen.findByRole('form', { name: 'Match details' });
    const save = within(form).getByRole('button', { name: 'Save Match' });
    await user.click(save);
    expect(
      await within(form).findByText(
        'Bad request: Check all fields are valid (Kick-off must be an ISO date-time)',
      ),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Retry' }));
    expect(await within(form).findByText('Server error: Please try again')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Retry' }));
    expect(await within(form).findByText('Error: Match not found')).toBeInTheDocument();
  });

  it('says Creating new half... while a half is added, and why one was refused', async () => {
    let answer: (reply: ReturnType<typeof fail>) => void = () => undefined;
    const { user } = setupManageMatch({
      routes: {
        'POST /api/admin/match-half': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
    });
    await screen.findByRole('button', { name: 'Half 1' });
    const form = await screen.findByRole('form', { name: 'Add Half' });
    await waitFor(() => expect(within(form).getByRole('spinbutton', { name: /Half Number/ })).toHaveValue(2));
    await user.click(within(form).getByRole('button', { name: 'Add Half' }));
    expect(await within(form).findByText('Creating new half...')).toBeInTheDocument();
    answer(fail(409, 'Half 2 already exists for this match'));
    expect(
      await within(form).findByText('Failed to create half: Half 2 already exists for this match'),
    ).toBeInTheDocument();
    expect(within(form).queryByText('Creating new half...')).toBeNull();
  });

  it('says Error creating half when the server fails, and Error creating round with a refusal', async () => {
    const { user } = setupManageMatch({
      routes: {
        'POST /api/admin/match-half': fail(500, 'boom'),
        'POST /api/admin/match-round': fail(409, 'Round 1 already exists for this match'),
      },
    });
    await screen.findByRole('button', { name: 'Half 1' });
    const halfForm = await screen.findByRole('form', { name: 'Add Half' });
    await waitFor(() =>
      expect(within(halfForm).getByRole('spinbutton', { name: /Half Number/ })).toHaveValue(2),
    );
    await user.click(within(halfForm).getByRole('button', { name: 'Add Half' }));
    expect(await within(halfForm).findByText('Error creating half')).toBeInTheDocument();
    const roundForm = await screen.findByRole('form', { name: 'Add Round' });
    await user.click(within(roundForm).getByRole('button', { name: 'Add Round' }));
    expect(
      await within(roundForm).findByText('Error creating round: Round 1 already exists for this match'),
    ).toBeInTheDocument();
  });

  it('says why a round could not be deleted', async () => {
    const round = makeRound(1, 0, 10);
    const { user } = setupManageMatch({
      rounds: [round],
      routes: {
        [`DELETE /api/admin/match-round/${round._id}`]: fail(
          409,
          'Round 1 has started, so it cannot be deleted',
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete round 1' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Error deleting round: Round 1 has started, so it cannot be deleted'),
    ).toBeInTheDocument();
  });

  it('offers the matches to copy odds from by teams, kick-off and short id', async () => {
    const kickOff = new Date(2026, 10, 28, 20, 0).toISOString();
    const other = (id: string, scheduledAt: string | null) => ({
      ...makeMatch(),
      _id: id,
      homeTeam: 'Riverside Rovers',
      awayTeam: 'Harbour City',
      scheduledAt,
    });
    setupManageMatch({
      routes: {
        'GET /api/admin/match': ok([
          makeMatch(),
          other('11111111-1111-4111-8111-11111111a1b2', kickOff),
          other('11111111-1111-4111-8111-11111111c3d4', null),
        ]),
      },
    });
    const select = await screen.findByRole('combobox', { name: /Copy odds from another match/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a match',
      'Riverside Rovers vs Harbour City · 28 Nov 2026, 20:00 · #a1b2',
      'Riverside Rovers vs Harbour City · No kick-off set · #c3d4',
    ]);
  });

  it('refuses a custom event type the match already has', async () => {
    const { user } = setupManageMatch();
    await user.click(await screen.findByRole('button', { name: '+ Add Option' }));
    await user.type(screen.getByLabelText(/New event type/), ' goal ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Event type already exists')).toBeInTheDocument();
    expect(screen.getByText('Please check for errors')).toBeInTheDocument();
  });
});

describe('ManageMatchRoute pricing', () => {
  beforeEach(() => writeSessionToken(TOKEN));
  afterEach(() => vi.restoreAllMocks());

  const AUTO = { autoPricing: true, priceMargin: 0.06 };
  const later = '2026-11-27T10:00:00.000Z';
  const automatic = makeOdd('over', 0.5, 1.42, 'Goal', { pinned: false, chance: 0.664 });
  const pinned = makeOdd('over', 1.5, 3.1, 'Goal', { pinned: true, offered: false, chance: 0.38 });
  const unpriced = makeOdd('under', 0.5, 2.6, 'Goal', {
    _id: '55555555-5555-4555-8555-999999999999',
    pinned: false,
    chance: null,
  });
  const pricingPuts = (api: ReturnType<typeof mockApi>) => api.to(`/api/admin/match/${MATCH_ID}/pricing`);

  it('switches automatic pricing with a PUT, and shows a refusal at the switch', async () => {
    const replies = [fail(400, 'body.autoPricing: autoPricing must be true or false'), ok(AUTO)];
    const { user, api } = setupManageMatch({
      routes: { [`PUT /api/admin/match/${MATCH_ID}/pricing`]: () => replies.shift()! },
    });
    const toggle = await screen.findByRole('switch', { name: 'Price automatically' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/a price you set pins its line/);
    await user.click(toggle);
    expect(await screen.findByText('Price automatically must be true or false')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
    expect(toggle).toHaveAccessibleDescription(/^Price automatically must be true or false/);
    await user.keyboard(' ');
    expect(await screen.findByText('Automatic pricing is on')).toHaveAttribute('role', 'status');
    expect(pricingPuts(api).map((r) => r.body)).toEqual([{ autoPricing: true }, { autoPricing: true }]);
    expect(toggle).not.toHaveAttribute('aria-invalid');
  });

  it('saves the margin in percent as a fraction, with its refusal at the field', async () => {
    const replies = [
      fail(400, 'body.priceMargin: priceMargin must be at most 0.5 (50 %)'),
      ok({ ...AUTO, priceMargin: 0.07 }),
    ];
    const { user, api } = setupManageMatch({
      match: AUTO,
      routes: { [`PUT /api/admin/match/${MATCH_ID}/pricing`]: () => replies.shift()! },
    });
    const form = await screen.findByRole('form', { name: 'Price margin' });
    const margin = within(form).getByLabelText('Margin (%)');
    expect(margin).toHaveValue(6);
    await user.clear(margin);
    await user.type(margin, '60');
    await user.click(within(form).getByRole('button', { name: 'Save Margin' }));
    expect(margin).toHaveAccessibleDescription('Margin must be between 0 and 50 %');
    expect(pricingPuts(api)).toHaveLength(0);
    await user.clear(margin);
    await user.type(margin, '7{Enter}');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Margin must be at most 0.5 (50 %)');
    expect(margin).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(form).getByRole('button', { name: 'Save Margin' }));
    expect(await screen.findByText('Margin saved: 7 %')).toBeInTheDocument();
    expect(pricingPuts(api).map((r) => r.body)).toEqual([{ priceMargin: 0.07 }, { priceMargin: 0.07 }]);
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('shows each line’s chance, whether it is pinned or automatic, and whether it is offered', async () => {
    setupManageMatch({ match: AUTO, odds: [automatic, pinned, unpriced] });
    const group = await screen.findByRole('group', { name: 'Goal odds' });
    expect(within(group).getAllByRole('columnheader', { name: 'Chance' })).toHaveLength(2);
    expect(within(group).getByRole('cell', { name: '66 %' })).toBeInTheDocument();
    expect(within(group).getByRole('cell', { name: '38 %' })).toBeInTheDocument();
    expect(within(group).getByRole('cell', { name: 'Not priced yet' })).toHaveTextContent('—');
    expect(within(group).getAllByText('Automatic')).toHaveLength(2);
    expect(within(group).getAllByText('Pinned')).toHaveLength(1);
    expect(within(group).getAllByText('Not offered this round')).toHaveLength(1);
    expect(
      within(group)
        .getAllByRole('button', { name: /^Unpin/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Unpin Over 1.5 Goal']);
  });

  it('keeps the spec’s editor without chances or badges when the match is priced by hand', async () => {
    setupManageMatch({ odds: [pinned] });
    const group = await screen.findByRole('group', { name: 'Goal odds' });
    expect(within(group).queryByRole('columnheader', { name: 'Chance' })).toBeNull();
    expect(within(group).queryByText('Pinned')).toBeNull();
    expect(within(group).queryByRole('button', { name: /^Unpin/ })).toBeNull();
  });

  it('unpins a pinned line with a POST, and it shows Automatic', async () => {
    const { user, api } = setupManageMatch({
      match: AUTO,
      odds: [automatic, pinned],
      routes: {
        [`POST /api/admin/odds/${pinned._id}/unpin`]: ok({
          odds: { ...pinned, pinned: false, updatedAt: later },
        }),
      },
    });
    const group = await screen.findByRole('group', { name: 'Goal odds' });
    await user.click(within(group).getByRole('button', { name: 'Unpin Over 1.5 Goal' }));
    await waitFor(() => expect(within(group).getAllByText('Automatic')).toHaveLength(2));
    expect(within(group).queryByText('Pinned')).toBeNull();
    expect(api.to(`/api/admin/odds/${pinned._id}/unpin`)).toHaveLength(1);
    expect(screen.getByText('Over 1.5 Goal is priced automatically again')).toBeInTheDocument();
    expect(within(group).getAllByLabelText('Goal Over odds value')[1]).toHaveFocus();
  });

  it('says why an unpin was refused', async () => {
    const { user } = setupManageMatch({
      match: AUTO,
      odds: [pinned],
      routes: {
        [`POST /api/admin/odds/${pinned._id}/unpin`]: fail(
          400,
          'Automatic pricing is off for this match: switch it on to unpin a line',
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Unpin Over 1.5 Goal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to unpin Over 1.5 Goal: Automatic pricing is off for this match: switch it on to unpin a line',
    );
    expect(screen.getByText('Pinned')).toBeInTheDocument();
  });

  it('seeds no drafts when the match is priced automatically, and says the game prices the lines', async () => {
    const { user, api } = setupManageMatch({ match: AUTO });
    expect(
      await screen.findByText(
        'No lines yet: the game prices the next round within a second of it being set up.',
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Corner' }));
    const group = screen.getByRole('group', { name: 'Corner odds' });
    expect(
      within(group).getByText(
        'No lines yet: the game prices the next round within a second of it being set up.',
      ),
    ).toBeInTheDocument();
    expect(within(group).queryAllByLabelText('Corner Over threshold')).toHaveLength(0);
    expect(oddPosts(api)).toHaveLength(0);
  });

  it('pins an automatic line whose price the admin edits', async () => {
    const { user, api } = setupManageMatch({
      match: AUTO,
      odds: [automatic],
      routes: {
        'POST /api/admin/odds': (request: MockRequest) =>
          ok({ odds: { ...automatic, ...(request.body as object), pinned: true, updatedAt: later } }),
      },
    });
    const group = await screen.findByRole('group', { name: 'Goal odds' });
    const odds = within(group).getByLabelText('Goal Over odds value');
    await user.clear(odds);
    await user.type(odds, '1.5');
    await user.tab();
    expect(await within(group).findByText('Pinned')).toBeInTheDocument();
    expect(oddPosts(api)[0]?.body).toEqual(expect.objectContaining({ _id: automatic._id, odds: 1.5 }));
    expect(within(group).getByRole('button', { name: 'Unpin Over 0.5 Goal' })).toBeInTheDocument();
    await waitFor(() => expect(api.to(`/api/admin/match/${MATCH_ID}`).length).toBeGreaterThan(1));
  });

  it('follows the list as it is read again: a repriced line takes its price, a new line and its type come', async () => {
    const reads = [
      [automatic],
      [{ ...automatic, odds: 1.38 }, makeOdd('over', 2.5, 4, 'Corner', { pinned: false })],
    ];
    const { user } = setupManageMatch({
      match: AUTO,
      routes: {
        [`GET /api/admin/match/${MATCH_ID}`]: () =>
          ok(makeMatch(reads.length > 1 ? reads.shift()! : reads[0]!, AUTO)),
        [`PUT /api/admin/match/${MATCH_ID}/pricing`]: ok(AUTO),
      },
    });
    const odds = await screen.findByLabelText('Goal Over odds value');
    expect(odds).toHaveValue(1.42);
    await user.click(screen.getByRole('button', { name: 'Save Margin' }));
    await waitFor(() => expect(odds).toHaveValue(1.38));
    const corner = screen.getByRole('group', { name: 'Corner odds' });
    expect(within(corner).getByLabelText('Corner Over odds value')).toHaveValue(4);
  });
});
