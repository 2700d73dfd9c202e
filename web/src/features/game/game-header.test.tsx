import { gameScreen } from '@kickchips/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLobbyDetails } from '../../test/lobby-details-fixture';
import { renderWithProviders } from '../../test/render-with-providers';
import { GameHeader } from './game-header';
import { makeLiveLobbyDetails } from './live-lobby-fixture';
import { lobbyMatchState } from './lobby-match-state';

const NOW = Date.UTC(2026, 0, 1, 15, 22);

describe('GameHeader', () => {
  it('names the match with the live round clock and leaves the brand banner to the site header', () => {
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
    expect(screen.getByRole('heading', { level: 1, name: 'Arsenal vs Chelsea' })).toBeInTheDocument();
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
});
