import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { TOKEN } from '../../../test/fixtures';
import { fail } from '../../../test/mock-api';
import { makeRound } from './manage-match-fixtures';
import { setupManageMatch } from './setup-manage-match';

const OVERLAP = 'Round 3 (minutes 45 to 55) overlaps round 2 (minute 9 to the end of the half) in this half';

describe('Match Rounds: Add Round', () => {
  beforeEach(() => writeSessionToken(TOKEN));
  afterEach(() => vi.restoreAllMocks());

  it('proposes the first free minutes of the half, ending at the next round, and lists rounds in time order', async () => {
    setupManageMatch({ rounds: [makeRound(3, 25, 35), makeRound(1, 0, 9), makeRound(2, 20, 25)] });
    const form = await screen.findByRole('form', { name: 'Add Round' });
    await waitFor(() => expect(within(form).getByLabelText(/Round Number/)).toHaveValue(2));
    expect(within(form).getByLabelText(/Start Minute/)).toHaveValue(9);
    expect(within(form).getByLabelText(/End Minute/)).toHaveValue(19);
    const table = screen.getByRole('columnheader', { name: 'Round #' }).closest('table')!;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['1', '2', '3']);
  });

  it('says the open-ended last round leaves no free minutes, and shows the refusal naming the round overlapped', async () => {
    const { user, api } = setupManageMatch({
      rounds: [makeRound(1, 0, 9), makeRound(2, 9, null)],
      routes: { 'POST /api/admin/match-round': fail(400, OVERLAP) },
    });
    const form = await screen.findByRole('form', { name: 'Add Round' });
    expect(
      screen.getByText(
        'Round 2 runs until the end of the half: give it an end minute to add a round after it',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/Start Minute/)).toHaveValue(null);
    await user.type(within(form).getByLabelText(/Round Number/), '3');
    await user.type(within(form).getByLabelText(/Start Minute/), '45');
    await user.type(within(form).getByLabelText(/End Minute/), '55');
    await user.click(within(form).getByRole('button', { name: 'Add Round' }));
    expect(await within(form).findByText(`Error creating round: ${OVERLAP}`)).toBeInTheDocument();
    expect(api.to('/api/admin/match-round')[0]?.body).toMatchObject({
      roundNumber: 3,
      startMinute: 45,
      endMinute: 55,
    });
  });
});
