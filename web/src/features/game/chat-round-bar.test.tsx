import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../lib/session-token';
import { TOKEN } from '../../test/fixtures';
import { makeLobbyDetails } from '../../test/lobby-details-fixture';
import { mockApi, ok } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { gameKeys } from '../betting';
import { ChatRoundBar } from './chat-round-bar';
import { makeLiveLobbyDetails } from './live-lobby-fixture';

const DETAILS = 'GET /api/app/game/lobby-details/lobby-1';

function setup(details: ReturnType<typeof makeLobbyDetails>) {
  writeSessionToken(TOKEN);
  const api = mockApi({
    [DETAILS]: ok(details),
    'GET /api/app/user-bet/all': ok({ bets: [], penalties: [] }),
  });
  return {
    api,
    ...renderWithProviders(
      [
        { path: '/chat', element: <ChatRoundBar lobbyId="lobby-1" /> },
        {
          path: '/',
          element: (
            <fieldset id="bet-slip" aria-label="Bet slip" tabIndex={-1}>
              odds, amount, Confirm Bet
            </fieldset>
          ),
        },
      ],
      ['/chat'],
    ),
  };
}

describe('ChatRoundBar', () => {
  // jsdom lays nothing out and has no scrolling
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => {};
  });
  afterAll(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('keeps the round, its countdown and the bet in sight on the chat (issue 29 item 7)', async () => {
    const closesAt = new Date(Date.now() + 95_000).toISOString();
    const details = makeLiveLobbyDetails(Date.now(), {
      betting: { status: 'open', closesAt, warnsAt: null },
    });
    const { router, user } = setup(details);
    const bar = await screen.findByRole('complementary', { name: 'Round and bet' });
    expect(within(bar).getByTestId('round-status')).toHaveTextContent(
      /^Round 3 in play · betting on Round 4 · closes in 1:3\d$/,
    );
    expect(bar).toHaveTextContent(/Ends in \d+:\d\d/);
    expect(await within(bar).findByText('No bet yet')).toBeInTheDocument();
    // on the chat the bar shows at every width, in the page's flow
    expect(bar).not.toHaveClass('md:hidden', 'sticky');

    await user.click(within(bar).getByRole('button', { name: 'Bet slip' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await vi.waitFor(() => expect(screen.getByRole('group', { name: 'Bet slip' })).toHaveFocus());
  });

  it('shows nothing to a spectator, or before the match has rounds to bet on', async () => {
    const live = makeLiveLobbyDetails(Date.now());
    for (const details of [
      { ...live, currentUser: { ...live.currentUser, role: 'spectator' as const } },
      makeLobbyDetails(),
    ]) {
      const { queryClient, unmount } = setup(details);
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
      await vi.waitFor(() => expect(queryClient.getQueryData(gameKeys.details('lobby-1'))).toBeDefined());
      expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
      unmount();
    }
  });
});
