import type { LiveFeedItem } from '@kickchips/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { TOKEN } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { LiveFeedPanel } from './live-feed-panel';

const FEED = '/api/app/game/live-feed/lobby-1';
const teams = { homeTeam: 'Riverside Rovers', awayTeam: 'Harbour City' };
const item = (id: string, overrides: Partial<LiveFeedItem>): LiveFeedItem => ({
  _id: id,
  eventType: 'Goal',
  minuteLabel: "23'",
  halfNumber: 1,
  timeStamp: '2026-01-01T15:23:00.000Z',
  undone: false,
  ...overrides,
});
const feed = (items: LiveFeedItem[], score = { home: 0, away: 0 }) =>
  ok({ items, score, serverTime: '2026-01-01T15:30:00.000Z' });

function setup(reply: Parameters<typeof mockApi>[0][string], withScore = false) {
  writeSessionToken(TOKEN);
  const api = mockApi({ [`GET ${FEED}`]: reply });
  const view = renderWithProviders([
    { path: '/', element: <LiveFeedPanel lobbyId="lobby-1" teams={teams} withScore={withScore} /> },
  ]);
  return { api, ...view };
}

describe('LiveFeedPanel', () => {
  it('lists the moments newest first, as the server sends them, with minute, team and round', async () => {
    setup(
      feed(
        [
          item('e3', { eventType: 'Corner', minuteLabel: "31'", roundNumber: 4 }),
          item('e2', { team: 'away', minuteLabel: "27'", roundNumber: 3 }),
          item('e1', { team: 'home', minuteLabel: "12'" }),
        ],
        { home: 1, away: 1 },
      ),
      true,
    );
    const list = await screen.findByRole('list', { name: 'Match events, newest first' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(["31' Corner · Round 4", "27' Goal – Harbour City · Round 3", "12' Goal – Riverside Rovers"]);
    expect(screen.getByTestId('feed-scoreline')).toHaveTextContent('Riverside Rovers 1–1 Harbour City');
    // the list scrolls inside the panel: the keyboard reaches it
    expect(list).toHaveAttribute('tabindex', '0');
  });

  it('keeps an undone event as a short struck note', async () => {
    setup(feed([item('e1', { team: 'home', roundNumber: 3, undone: true })]));
    const note = await screen.findByText('Goal – Riverside Rovers');
    expect(note).toHaveClass('line-through');
    expect(note.closest('li')).toHaveTextContent("23' Goal – Riverside Rovers · undone");
    expect(note.closest('li')).toHaveAttribute('data-undone', 'true');
  });

  it('says so while nothing has happened yet', async () => {
    setup(feed([]));
    expect(await screen.findByText('No events yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows it loads, then a failure with Retry that reads again', async () => {
    let fails = true;
    const { api, user } = setup(() => (fails ? fail(500, 'down') : feed([item('e1', { team: 'away' })])));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the live feed');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the live feed.');
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Goal – Harbour City')).toBeInTheDocument();
    expect(api.to(FEED)).toHaveLength(2);
  });
});
