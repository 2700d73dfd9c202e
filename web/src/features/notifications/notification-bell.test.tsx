import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeSessionToken } from '../../lib/session-token';
import { TOKEN } from '../../test/fixtures';
import { mockApi, ok } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotificationBell } from './notification-bell';

const routes = [
  { path: '/', element: <NotificationBell /> },
  { path: '/join/:code', element: <p>Joining</p> },
];
const invited = {
  _id: 'n2',
  createdAt: '2026-11-20T19:00:00.000Z',
  readAt: null,
  data: {
    kind: 'lobby.invited',
    lobbyId: 'l1',
    lobbyCode: 'ABC234',
    byName: 'Ana',
    leagueName: 'Friday Five',
  },
};
const joined = {
  _id: 'n1',
  createdAt: '2026-11-19T19:00:00.000Z',
  readAt: '2026-11-19T20:00:00.000Z',
  data: { kind: 'league.joined', leagueId: 'g1', leagueName: 'Friday Five', memberName: 'Ben' },
};

describe('NotificationBell', () => {
  it('shows nothing to visitors', () => {
    mockApi({});
    const { container } = renderWithProviders(routes);
    expect(container).toBeEmptyDOMElement();
  });

  it('counts the unread, lists newest first with the invite as a link, and marks all read', async () => {
    writeSessionToken(TOKEN);
    const api = mockApi({
      'GET /api/app/notifications': ok({ notifications: [invited, joined], unread: 1 }),
      'POST /api/app/notifications/read': ok({ unread: 0 }),
    });
    const { user } = renderWithProviders(routes);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'New: Ana opened lobby ABC234 in Friday Five',
      'Ben joined Friday Five',
    ]);
    expect(
      within(panel).getByRole('link', { name: 'Ana opened lobby ABC234 in Friday Five' }),
    ).toHaveAttribute('href', '/join/ABC234');
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(api.to('/api/app/notifications/read')[0]?.body).toEqual({});
  });

  it('marks a notification read when its link is followed', async () => {
    writeSessionToken(TOKEN);
    const api = mockApi({
      'GET /api/app/notifications': ok({ notifications: [invited, joined], unread: 1 }),
      'POST /api/app/notifications/read': ok({ unread: 0 }),
    });
    const { user } = renderWithProviders(routes);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('link', { name: 'Ana opened lobby ABC234 in Friday Five' }));
    expect(await screen.findByText('Joining')).toBeInTheDocument();
    expect(api.to('/api/app/notifications/read')[0]?.body).toEqual({ ids: ['n2'] });
  });

  it('says so when there is nothing yet', async () => {
    writeSessionToken(TOKEN);
    mockApi({ 'GET /api/app/notifications': ok({ notifications: [], unread: 0 }) });
    const { user } = renderWithProviders(routes);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(
      await screen.findByText('Nothing yet. Invitations and league news show here.'),
    ).toBeInTheDocument();
  });
});
