import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { TOKEN } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeLiveLobbyDetails } from '../live-lobby-fixture';
import { LiveFeedScreen } from './live-feed-screen';

describe('LiveFeedScreen', () => {
  it("keeps the round bar above the feed, the match's score on top, and a way back to the game", async () => {
    writeSessionToken(TOKEN);
    const closesAt = new Date(Date.now() + 95_000).toISOString();
    const details = makeLiveLobbyDetails(Date.now(), {
      betting: { status: 'open', closesAt, warnsAt: null },
    });
    mockApi({
      'GET /api/app/game/lobby-details/lobby-1': ok(details),
      'GET /api/app/user-bet/all': ok({ bets: [], penalties: [] }),
      'GET /api/app/game/live-feed/lobby-1': ok({
        items: [
          {
            _id: 'e1',
            eventType: 'Goal',
            team: 'home',
            minuteLabel: "21'",
            halfNumber: 1,
            roundNumber: 3,
            timeStamp: new Date().toISOString(),
            undone: false,
          },
        ],
        score: { home: 1, away: 0 },
        serverTime: new Date().toISOString(),
      }),
    });
    renderWithProviders(
      [
        { path: '/live-feed', element: <LiveFeedScreen lobbyId="lobby-1" /> },
        { path: '/', element: <p>the game</p> },
      ],
      ['/live-feed'],
    );
    const bar = await screen.findByRole('complementary', { name: 'Round and bet' });
    const feed = await screen.findByRole('list', { name: 'Match events, newest first' });
    expect(within(feed).getByRole('listitem')).toHaveTextContent("21' Goal – Arsenal · Round 3");
    expect(screen.getByTestId('feed-scoreline')).toHaveTextContent('Arsenal 1–0 Chelsea');
    // the bar comes first, in the page's flow: it stays in sight above the feed
    expect(bar.compareDocumentPosition(feed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to game' })).toHaveAttribute('href', '/');
  });
});
