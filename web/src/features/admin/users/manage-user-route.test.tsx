import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { TOKEN } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ManageUserRoute } from './manage-user-route';
import { UsersListRoute } from './users-list-route';

const render = () =>
  renderWithProviders(
    [
      { path: '/admin/manage-user/:id', element: <ManageUserRoute /> },
      { path: '/admin', element: <h1>Users list</h1> },
    ],
    ['/admin/manage-user/new'],
  );

describe('ManageUserRoute', () => {
  beforeEach(() => writeSessionToken(TOKEN));
  afterEach(() => vi.restoreAllMocks());

  it("says 'Please check for errors' on an invalid submit and sends nothing", async () => {
    const api = mockApi({});
    render();
    expect(await screen.findByText('PNG, JPEG, WebP or GIF image, at most 2 MiB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save User' }));
    expect(screen.getByText('Please check for errors')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(api.to('/api/admin/user')).toHaveLength(0);
  });

  it("shows the server's refusal by the field's label, offers Retry, and returns to the list once saved", async () => {
    let refuse = true;
    const api = mockApi({
      'POST /api/admin/user': () =>
        refuse ? fail(400, 'body.email: Email is already in use') : ok({ user: { _id: 'u1' } }),
    });
    render();
    await userEvent.type(await screen.findByLabelText(/Name/), 'Sam Kerr');
    await userEvent.type(screen.getByLabelText(/Email/), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save User' }));
    expect(await screen.findByText('Email is already in use')).toBeInTheDocument();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Users list' })).toBeInTheDocument();
    await waitFor(() => expect(api.to('/api/admin/user')).toHaveLength(2));
    expect(api.to('/api/admin/user')[1]?.body).toEqual({
      name: 'Sam Kerr',
      email: 'sam@example.com',
      profileImageKey: null,
      isAdmin: false,
    });
  });

  it('says a new user is mailed a link to choose their password, before and after saving', async () => {
    mockApi({
      'POST /api/admin/user': ok({ _id: 'u1' }),
      'GET /api/admin/user': ok([]),
    });
    renderWithProviders(
      [
        { path: '/admin/manage-user/:id', element: <ManageUserRoute /> },
        { path: '/admin', element: <UsersListRoute /> },
      ],
      ['/admin/manage-user/new'],
    );
    const email = await screen.findByLabelText(/Email/);
    expect(email).toHaveAccessibleDescription(
      'We email a new user a link to choose their password, which they then sign in with.',
    );
    await userEvent.type(screen.getByLabelText(/Name/), 'Noor');
    await userEvent.type(email, 'noor@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save User' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Noor is added. We emailed noor@example.com a link to choose a password; they can sign in once they have.',
    );
  });
});
