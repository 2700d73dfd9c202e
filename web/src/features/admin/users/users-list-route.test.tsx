import { screen, waitFor } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { makeUser, TOKEN } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { UsersListRoute } from './users-list-route';

const render = () => renderWithProviders([{ path: '/admin', element: <UsersListRoute /> }], ['/admin']);

describe('UsersListRoute', () => {
  beforeEach(() => writeSessionToken(TOKEN));
  afterEach(() => vi.restoreAllMocks());

  it('shows dates as MM-dd-yyyy, or - when there is none', async () => {
    mockApi({
      'GET /api/admin/user': ok([makeUser({ createdAt: '2026-03-07T12:00:00.000Z', lastLoginAt: null })]),
    });
    render();
    expect(await screen.findByText('03-07-2026')).toBeInTheDocument();
    expect(screen.getByText('-')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Sam Kerr' })).toHaveAttribute(
      'href',
      `/admin/manage-user/${makeUser()._id}`,
    );
  });

  it('exports dates as yyyy-MM-dd HH:mm:ss, and none as an empty cell', async () => {
    const created = vi.fn((_blob: Blob | MediaSource) => 'blob:users');
    vi.spyOn(URL, 'createObjectURL').mockImplementation(created);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const createdAt = '2026-03-07T12:34:56.000Z';
    mockApi({
      'GET /api/admin/user': ok([makeUser({ createdAt, updatedAt: createdAt, lastLoginAt: null })]),
    });
    const { user } = render();
    await screen.findByText('03-07-2026');
    await user.click(screen.getByRole('button', { name: /Export/ }));
    const text = await (created.mock.calls[0]![0] as Blob).text();
    const [header, row] = text.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe('"name","email","role","createdAt","updatedAt","lastLoginAt"');
    const local = format(new Date(createdAt), 'yyyy-MM-dd HH:mm:ss');
    expect(row?.endsWith(`,"${local}","${local}",`)).toBe(true);
    expect(row).not.toContain('T12:34');
  });

  it('refetches after a confirmed delete', async () => {
    let users = [makeUser()];
    const api = mockApi({
      'GET /api/admin/user': () => ok(users),
      [`DELETE /api/admin/user/${makeUser()._id}`]: () => {
        users = [];
        return ok(null);
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Delete Sam Kerr' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('sam@example.com')).not.toBeInTheDocument());
    expect(api.to('/api/admin/user').length).toBeGreaterThanOrEqual(2);
  });

  it('shows a load failure', async () => {
    mockApi({ 'GET /api/admin/user': fail(500, 'Database unavailable') });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });
});
