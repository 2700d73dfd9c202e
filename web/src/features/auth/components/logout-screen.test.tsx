import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readSessionToken, writeSessionToken } from '../../../lib/session-token';
import { TOKEN } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { LogoutScreen } from './logout-screen';

const routes = [
  { path: '/', element: <h1>Home page</h1> },
  { path: '/profile', element: <h1>Profile page</h1> },
  { path: '/logout', element: <LogoutScreen /> },
];

describe('LogoutScreen', () => {
  it('shows Logging out, calls logout with the session, clears it and goes home', async () => {
    writeSessionToken(TOKEN);
    const api = mockApi({ 'GET /api/auth/logout': ok(null) });
    renderWithProviders(routes, ['/profile', '/logout']);
    expect(screen.getByRole('heading', { name: 'Logging out' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.headers).toMatchObject({ Authorization: 'Bearer access-1' });
    expect(readSessionToken()).toBeNull();
  });

  it('alerts and goes back when the logout fails', async () => {
    writeSessionToken(TOKEN);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockApi({ 'GET /api/auth/logout': fail(500, 'Internal Server Error') });
    const { router } = renderWithProviders(routes, ['/profile', '/logout']);
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'We had some trouble logging you out. Please try again or refresh the page',
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(readSessionToken()).toEqual(TOKEN);
  });

  it('counts a session the server already ended as logged out', async () => {
    writeSessionToken(TOKEN);
    mockApi({ 'GET /api/auth/logout': fail(401, 'Your session has ended. Please sign in again.') });
    renderWithProviders(
      [...routes, { path: '/login', element: <h1>Login page</h1> }],
      ['/profile', '/logout'],
    );
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(readSessionToken()).toBeNull();
  });
});
