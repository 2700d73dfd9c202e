import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { makeUser, TOKEN } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { UsersListRoute } from './users-list-route';

const render = () => renderWithProviders([{ path: '/admin', element: <UsersListRoute /> }], ['/admin']);

describe('UsersListRoute: roles and suspension', () => {
  beforeEach(() => writeSessionToken(TOKEN));
  afterEach(() => vi.restoreAllMocks());

  it('shows the role, and suspends after a confirm, then shows the badge and Unsuspend', async () => {
    let suspended = false;
    const id = makeUser()._id;
    const api = mockApi({
      'GET /api/admin/user': () => ok([makeUser({ suspended })]),
      [`POST /api/admin/user/${id}/suspend`]: () => {
        suspended = true;
        return ok(makeUser({ suspended }));
      },
    });
    const { user } = render();
    expect(await screen.findByText('player')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suspend Sam Kerr' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('cannot sign in');
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.getByText('Suspended')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Unsuspend' })).toBeInTheDocument();
    expect(api.to(`/api/admin/user/${id}/suspend`)).toHaveLength(1);
  });
});
