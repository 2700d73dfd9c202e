import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { TOKEN } from '../../../test/fixtures';
import { type MockRequest, ok } from '../../../test/mock-api';
import { makeOdd } from './manage-match-fixtures';
import { oddPosts, setupManageMatch } from './setup-manage-match';

const AUTO = { autoPricing: true, priceMargin: 0.06 };
const later = '2026-11-27T10:00:00.000Z';
const automatic = makeOdd('over', 0.5, 1.42, 'Goal', { pinned: false, chance: 0.664 });
const withdrawn = makeOdd('over', 1.5, 3.1, 'Goal', {
  pinned: false,
  offered: false,
  withdrawn: true,
  chance: 0.3,
});
/** Pinned at 2.32 where the model's chance is 0.9: 2.09 back per chip staked. */
const generous = makeOdd('under', 3.5, 2.32, 'Goal', {
  chance: 0.9,
  fairPrice: 1 / 0.9,
  returnPerChip: 2.32 * 0.9,
});
/** Pinned at 3.20 where the model's chance is 0.25: 0.80 back per chip. */
const mean = makeOdd('under', 0.5, 3.2, 'Goal', {
  _id: '55555555-5555-4555-8555-000000000105',
  chance: 0.25,
  fairPrice: 4,
  returnPerChip: 0.8,
});

/** Issue 37 item 4: the admin's hand on automatic lines, on Manage Match. */
describe('Manage Match, the admin’s hand on automatic lines', () => {
  beforeEach(() => writeSessionToken(TOKEN));
  afterEach(() => vi.restoreAllMocks());

  it('removing an automatic line withdraws it: the line stays, marked Withdrawn, with Offer again', async () => {
    const { user, api } = setupManageMatch({
      match: AUTO,
      odds: [automatic],
      routes: {
        [`DELETE /api/admin/odds/${automatic._id}`]: ok(null),
        [`GET /api/admin/odds/${automatic._id}`]: ok({
          ...automatic,
          withdrawn: true,
          offered: false,
          updatedAt: later,
        }),
      },
    });
    const group = await screen.findByRole('group', { name: 'Goal odds' });
    await user.click(within(group).getByRole('button', { name: 'Remove' }));
    expect(await within(group).findByText('Withdrawn')).toBeInTheDocument();
    expect(api.to(`/api/admin/odds/${automatic._id}`).map((r) => r.method)).toEqual(['DELETE', 'GET']);
    expect(screen.getByText('Over 0.5 Goal is withdrawn for the rest of the match')).toBeInTheDocument();
    expect(within(group).getByLabelText('Goal Over threshold')).toHaveValue(0.5);
    expect(within(group).getByRole('button', { name: 'Offer again Over 0.5 Goal' })).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(within(group).queryByText('Automatic')).toBeNull();
  });

  it('Offer again hands a withdrawn line back to the model, and it shows Automatic', async () => {
    const { user, api } = setupManageMatch({
      match: AUTO,
      odds: [withdrawn],
      routes: {
        [`POST /api/admin/odds/${withdrawn._id}/offer-again`]: ok({
          odds: { ...withdrawn, withdrawn: false, updatedAt: later },
        }),
      },
    });
    const group = await screen.findByRole('group', { name: 'Goal odds' });
    expect(within(group).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(group).getByText('Out of every round until offered again')).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Offer again Over 1.5 Goal' }));
    expect(await within(group).findByText('Automatic')).toBeInTheDocument();
    expect(within(group).queryByText('Withdrawn')).toBeNull();
    expect(api.to(`/api/admin/odds/${withdrawn._id}/offer-again`)).toHaveLength(1);
    expect(
      screen.getByText('Over 1.5 Goal is offered again: the game prices it for the next round'),
    ).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('shows a pinned line’s fair price and return per chip, and warns when it pays more than a chip', async () => {
    setupManageMatch({ match: AUTO, odds: [generous, mean, automatic] });
    const group = await screen.findByRole('group', { name: 'Goal odds' });
    expect(within(group).getByText('Fair x1.11 · returns 2.09 per chip')).toBeInTheDocument();
    expect(within(group).getByText('Fair x4.00 · returns 0.80 per chip')).toBeInTheDocument();
    expect(within(group).getAllByText('Above fair')).toHaveLength(1);
    const warning = within(group).getByText('Above fair').closest('span.inline-flex')?.parentElement;
    expect(warning).toHaveTextContent('Above fair Fair x1.11 · returns 2.09 per chip');
    // the model's own lines are fair by construction: no fair value shown
    expect(within(group).getAllByText(/per chip$/)).toHaveLength(2);
  });

  it('moving an automatic line at its price keeps the line where it was and adds the new terms, not offered', async () => {
    const moved = makeOdd('over', 3.5, 1.42, 'Goal', {
      _id: '55555555-5555-4555-8555-000000000777',
      pinned: false,
      offered: false,
      updatedAt: later,
    });
    const { user, api } = setupManageMatch({
      match: AUTO,
      odds: [automatic],
      routes: { 'POST /api/admin/odds': (_request: MockRequest) => ok({ odds: moved }) },
    });
    const group = await screen.findByRole('group', { name: 'Goal odds' });
    const threshold = within(group).getByLabelText('Goal Over threshold');
    await user.clear(threshold);
    await user.type(threshold, '3.5');
    await user.tab();
    await waitFor(() => expect(within(group).getAllByLabelText('Goal Over threshold')).toHaveLength(2));
    expect(oddPosts(api)[0]?.body).toEqual(
      expect.objectContaining({ _id: automatic._id, threshold: 3.5, odds: 1.42 }),
    );
    expect(
      within(group)
        .getAllByLabelText('Goal Over threshold')
        .map((input) => input.getAttribute('value')),
    ).toEqual(['0.5', '3.5']);
    expect(within(group).getAllByText('Automatic')).toHaveLength(2);
    expect(within(group).getAllByText('Not offered this round')).toHaveLength(1);
    expect(within(group).queryByText('Pinned')).toBeNull();
  });
});
