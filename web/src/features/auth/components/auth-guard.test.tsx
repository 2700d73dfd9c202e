import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { makeUser, TOKEN } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AdminGuard } from './admin-guard';
import { AuthGuard } from './auth-guard';

const routes = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/forbidden', element: <h1>Forbidden page</h1> },
  { element: <AuthGuard />, children: [{ path: '/profile', element: <h1>Profile page</h1> }] },
  { element: <AdminGuard />, children: [{ path: '/admin', element: <h1>Admin page</h1> }] },
];

describe('AuthGuard', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a visitor without a session to /login at once', async () => {
    const api = mockApi({});
    renderWithProviders(routes, ['/profile']);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the pending state, then lets a signed-in user through', async () => {
    writeSessionToken(TOKEN);
    mockApi({ 'GET /api/auth/whoami': ok({ user: makeUser(), isLoggedIn: true }) });
    renderWithProviders(routes, ['/profile']);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
  });

  it('retries a failing identity check 3 more times at 1 s intervals, then goes to /login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeSessionToken(TOKEN);
    const api = mockApi({ 'GET /api/auth/whoami': fail(503, 'Service Unavailable') });
    renderWithProviders(routes, ['/profile']);
    await vi.advanceTimersByTimeAsync(2500);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(api.to('/api/auth/whoami')).toHaveLength(4);
  });
});

describe('AdminGuard', () => {
  it('sends a signed-in player to /forbidden', async () => {
    writeSessionToken(TOKEN);
    mockApi({ 'GET /api/auth/whoami': ok({ user: makeUser(), isLoggedIn: true }) });
    renderWithProviders(routes, ['/admin']);
    expect(await screen.findByRole('heading', { name: 'Forbidden page' })).toBeInTheDocument();
  });

  it('lets an admin through', async () => {
    writeSessionToken(TOKEN);
    const admin = makeUser({ permissions: { isAdmin: true } });
    mockApi({ 'GET /api/auth/whoami': ok({ user: admin, isLoggedIn: true }) });
    renderWithProviders(routes, ['/admin']);
    expect(await screen.findByRole('heading', { name: 'Admin page' })).toBeInTheDocument();
  });

  it('sends a visitor to /login', async () => {
    mockApi({});
    renderWithProviders(routes, ['/admin']);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
