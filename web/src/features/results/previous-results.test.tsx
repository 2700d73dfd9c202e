import type { PreviousResult } from '@kickchips/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../lib/session-token';
import { TOKEN } from '../../test/fixtures';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { PreviousResults } from './previous-results';

const EMPTY = 'Sorry, there were no results found matching your criteria.';

function makeResult(overrides: Partial<PreviousResult> = {}): PreviousResult {
  return {
    lobbyId: 'lobby-1',
    lobbyCode: 'ABC123',
    homeTeam: 'Arsenal',
    awayTeam: 'Chelsea',
    score: { home: 2, away: 1 },
    // Built in local time so the expected text does not depend on the machine's time zone.
    startTime: new Date(2026, 2, 7, 9, 5).toISOString(),
    position: 1,
    totalPlayers: 4,
    userWon: true,
    leaderboard: [],
    ...overrides,
  };
}

const results = [
  makeResult(),
  makeResult({
    lobbyId: 'lobby-2',
    homeTeam: 'Liverpool',
    awayTeam: 'Everton',
    score: { home: 0, away: 0 },
    startTime: null,
    position: 3,
    totalPlayers: 5,
    userWon: false,
  }),
];

const render = () => renderWithProviders([{ path: '/', element: <PreviousResults /> }]);
const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('PreviousResults', () => {
  beforeEach(() => writeSessionToken(TOKEN));
  afterEach(() => vi.restoreAllMocks());

  it('shows each result with its match, start, position and outcome', async () => {
    mockApi({ 'GET /api/app/user-results': ok({ results }) });
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading previous results');
    const first = within((await screen.findByText('Arsenal 2–1 Chelsea')).closest('tr')!);
    // once under the match's name for phones, once in the Match Start column phones skip
    const [underName, column] = first.getAllByText('9:05, 07 Mar 2026');
    expect(underName).toHaveClass('sm:hidden');
    expect(column!.closest('td')).toHaveClass('hidden', 'sm:table-cell');
    expect(first.getByText('1 of 4')).toBeInTheDocument();
    expect(first.getByText('WIN')).toHaveClass('badge', 'badge-brand');
    const second = within(screen.getByText('Liverpool 0–0 Everton').closest('tr')!);
    expect(second.getAllByText('-')).toHaveLength(2);
    expect(second.getByText('3 of 5')).toBeInTheDocument();
    expect(second.getByText('LOSS')).toHaveClass('badge', 'badge-danger');
  });

  it('searches the rows and says when nothing matches', async () => {
    mockApi({ 'GET /api/app/user-results': ok({ results }) });
    const { user } = render();
    await screen.findByText('Arsenal 2–1 Chelsea');
    await user.type(screen.getByRole('searchbox'), 'everton');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('Liverpool 0–0 Everton')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'Mar 2026');
    expect(screen.getByText('Arsenal 2–1 Chelsea')).toBeInTheDocument();
    expect(screen.queryByText('Liverpool 0–0 Everton')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), ' nothing');
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
  });

  it('says so when the user has no results', async () => {
    mockApi({ 'GET /api/app/user-results': ok({ results: [] }) });
    render();
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
  });

  it('shows the failure message and retries', async () => {
    let calls = 0;
    mockApi({
      'GET /api/app/user-results': () =>
        ++calls === 1 ? fail(500, 'Database unavailable') : ok({ results }),
    });
    const { user } = render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load previous results. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Arsenal 2–1 Chelsea')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
