import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerMatch } from './api/get-player-matches';
import { MatchItem } from './match-item';

const NOW = Date.UTC(2026, 4, 1, 18, 0, 0);
const match = (overrides: Partial<PlayerMatch>): PlayerMatch => ({
  _id: '22222222-2222-4222-8222-222222222222',
  homeTeam: 'Lions',
  awayTeam: 'Tigers',
  status: 'scheduled',
  scheduledAt: null,
  score: { home: 0, away: 0 },
  ...overrides,
});

describe('MatchItem', () => {
  it('counts down to a scheduled kick-off', () => {
    const kickOff = new Date(NOW + (2 * 60 + 14) * 60_000 + 30_000).toISOString();
    render(<MatchItem match={match({ scheduledAt: kickOff })} now={NOW} onCreate={() => {}} />);
    expect(screen.getByText(/Starts in/)).toHaveTextContent(/Starts in 2h 14m/);
  });

  it('counts down to the half an admin has set, on the server clock the caller passes', () => {
    const start = new Date(NOW + 45 * 60_000).toISOString();
    const halves = [
      { _id: 'h1', match: 'm', halfNumber: 1, status: 'upcoming', startTime: start, endTime: null },
    ];
    render(<MatchItem match={match({ halves })} now={NOW} onCreate={() => {}} />);
    expect(screen.getByText('Starts in 44:59', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/to be announced/)).not.toBeInTheDocument();
  });

  it('reads Live now, never "Elapsed Not started", for a live match without a kick-off', () => {
    render(<MatchItem match={match({ status: 'active' })} now={NOW} onCreate={() => {}} />);
    expect(screen.getByText('Live now')).toBeInTheDocument();
    expect(screen.queryByText(/Not started/)).not.toBeInTheDocument();
  });

  it('shows the score of a live match, and none before kick-off (issue 31)', () => {
    const { unmount } = render(
      <MatchItem
        match={match({ status: 'active', score: { home: 3, away: 2 } })}
        now={NOW}
        onCreate={() => {}}
      />,
    );
    expect(screen.getByTestId('match-score')).toHaveTextContent('Lions 3–2 Tigers');
    unmount();
    render(<MatchItem match={match({})} now={NOW} onCreate={() => {}} />);
    expect(screen.queryByTestId('match-score')).not.toBeInTheDocument();
  });
});
