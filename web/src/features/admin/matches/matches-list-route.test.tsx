import type { Match } from '@kickchips/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { TOKEN } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeMatch } from './manage-match-fixtures';
import { MatchesListRoute } from './matches-list-route';

const twin = (id: string, scheduledAt: string | null): Match => ({
  ...makeMatch(),
  _id: id,
  homeTeam: 'Riverside Rovers',
  awayTeam: 'Harbour City',
  scheduledAt,
});

describe('MatchesListRoute', () => {
  beforeEach(() => writeSessionToken(TOKEN));
  afterEach(() => vi.restoreAllMocks());

  it('tells matches of the same teams apart by their kick-off and short id, and shows their score', async () => {
    const kickOff = new Date(2026, 10, 28, 20, 0).toISOString();
    mockApi({
      'GET /api/admin/match': ok([
        { ...twin('11111111-1111-4111-8111-11111111a1b2', kickOff), score: { home: 2, away: 1 } },
        twin('11111111-1111-4111-8111-11111111c3d4', null),
      ]),
    });
    renderWithProviders([{ path: '/admin/matches', element: <MatchesListRoute /> }], ['/admin/matches']);
    const first = (await screen.findByRole('cell', { name: '#a1b2' })).closest('tr')!;
    expect(within(first).getByRole('cell', { name: '28 Nov 2026, 20:00' })).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: '2–1' })).toBeInTheDocument();
    const second = screen.getByRole('cell', { name: '#c3d4' }).closest('tr')!;
    expect(within(second).getByRole('cell', { name: 'No kick-off set' })).toBeInTheDocument();
    expect(within(second).getByRole('cell', { name: '0–0' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Edit Riverside Rovers v Harbour City #a1b2' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Edit Riverside Rovers v Harbour City #c3d4' }),
    ).toBeInTheDocument();
  });
});
