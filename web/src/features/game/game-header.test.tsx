import { gameScreen, type LobbyDetails } from '@kickchips/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeLobbyDetails } from '../../test/lobby-details-fixture';
import { renderWithProviders } from '../../test/render-with-providers';
import { GameHeader } from './game-header';
import { makeLiveLobbyDetails } from './live-lobby-fixture';
import { lobbyMatchState } from './lobby-match-state';

const NOW = Date.UTC(2026, 0, 1, 15, 22);

describe('GameHeader', () => {
  it('names the match by its score with the live round clock and leaves the brand banner to the site header', () => {
    const details = makeLiveLobbyDetails(NOW);
    const match = lobbyMatchState(details);
    renderWithProviders([
      {
        path: '/',
        element: (
          <GameHeader details={details} match={match} screen={gameScreen(match, NOW).screen} now={NOW} />
        ),
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Arsenal 0–0 Chelsea' })).toBeInTheDocument();
    expect(screen.getByTestId('phase-badge')).toHaveTextContent('LIVE ROUND');
    expect(screen.getByTestId('half-indicator')).toHaveTextContent('HALF 1 OF 1');
    expect(screen.getByText('Ends in 7:59')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'KickChips home' })).not.toBeInTheDocument();
  });

  it('says MATCH ENDED once when the half indicator and the phase badge both would', () => {
    const base = makeLobbyDetails();
    const details = makeLobbyDetails({
      match: {
        ...base.match,
        status: 'finished',
        halves: [
          {
            _id: 'h1',
            halfNumber: 1,
            status: 'finished',
            startTime: new Date(NOW - 3_600_000).toISOString(),
            endTime: new Date(NOW - 600_000).toISOString(),
          },
        ],
      },
    });
    const match = lobbyMatchState(details);
    renderWithProviders([
      {
        path: '/',
        element: (
          <GameHeader details={details} match={match} screen={gameScreen(match, NOW).screen} now={NOW} />
        ),
      },
    ]);
    expect(screen.getByTestId('phase-badge')).toHaveTextContent('MATCH ENDED');
    expect(screen.queryByTestId('half-indicator')).not.toBeInTheDocument();
    expect(screen.getAllByText('MATCH ENDED')).toHaveLength(1);
  });

  it('says "vs" before kick-off, and the score from kick-off on, in the heading and the ticker', () => {
    const before = makeLobbyDetails();
    const { unmount } = renderHeader(before);
    expect(screen.getByRole('heading', { level: 1, name: 'Arsenal vs Chelsea' })).toBeInTheDocument();
    expect(screen.queryByTestId('scoreline')).not.toBeInTheDocument();
    unmount();

    const live = withScore(makeLiveLobbyDetails(NOW), { home: 2, away: 1 });
    renderHeader(live);
    expect(screen.getByTestId('scoreline')).toHaveTextContent('Arsenal 2–1 Chelsea');
    expect(screen.getByRole('heading', { level: 1, name: 'Arsenal 2–1 Chelsea' })).toBeInTheDocument();
    expect(screen.getByText(/^Arsenal 2–1 Chelsea · /, { selector: 'p' })).toBeInTheDocument();
  });

  it('announces a goal in its polite live region once it comes in, not the score it opened on', () => {
    const live = withScore(makeLiveLobbyDetails(NOW), { home: 1, away: 0 });
    const { rerender } = render(header(live));
    const region = screen.getByTestId('goal-announcement');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveTextContent(/^$/);

    rerender(header(withScore(live, { home: 1, away: 0 })));
    expect(region).toHaveTextContent(/^$/);

    rerender(header(withScore(live, { home: 1, away: 1 })));
    expect(region).toHaveTextContent('Goal – Chelsea. Arsenal 1–1 Chelsea');
    expect(screen.getByTestId('scoreline')).toHaveTextContent('Arsenal 1–1 Chelsea');

    rerender(header(withScore(live, { home: 2, away: 1 })));
    expect(region).toHaveTextContent('Goal – Arsenal. Arsenal 2–1 Chelsea');
  });

  it('reads the corrected score in its live region after a goal is undone, or given to the other team', () => {
    const live = withScore(makeLiveLobbyDetails(NOW), { home: 0, away: 0 });
    const { rerender } = render(header(live));
    const region = screen.getByTestId('goal-announcement');
    rerender(header(withScore(live, { home: 1, away: 0 })));
    expect(region).toHaveTextContent('Goal – Arsenal. Arsenal 1–0 Chelsea');

    rerender(header(withScore(live, { home: 0, away: 0 })));
    expect(region).toHaveTextContent(/^Score corrected\. Arsenal 0–0 Chelsea$/);
    expect(screen.getByTestId('scoreline')).toHaveTextContent('Arsenal 0–0 Chelsea');

    rerender(header(withScore(live, { home: 1, away: 0 })));
    rerender(header(withScore(live, { home: 0, away: 1 })));
    expect(region).toHaveTextContent(/^Score corrected\. Arsenal 0–1 Chelsea$/);
  });
});

const withScore = (details: LobbyDetails, score: { home: number; away: number }): LobbyDetails => ({
  ...details,
  match: { ...details.match, score },
});

function header(details: LobbyDetails) {
  const match = lobbyMatchState(details);
  return (
    <MemoryRouter>
      <GameHeader details={details} match={match} screen={gameScreen(match, NOW).screen} now={NOW} />
    </MemoryRouter>
  );
}

function renderHeader(details: LobbyDetails) {
  return render(header(details));
}
