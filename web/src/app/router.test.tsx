import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeSessionToken } from '../lib/session-token';
import { makeUser, TOKEN } from '../test/fixtures';
import { mockApi, ok } from '../test/mock-api';
import { renderWithProviders } from '../test/render-with-providers';
import { appRoutes } from './router';

// the routes away from the player home come in their own chunks: load them once, so the tests
// below wait only for the router
beforeAll(
  () =>
    Promise.all([
      import('./routes/admin-route'),
      import('./routes/profile-route'),
      import('./routes/previous-results-route'),
    ]),
  60_000,
);

function signedIn(isAdmin = false) {
  writeSessionToken(TOKEN);
  return mockApi({
    'GET /api/auth/whoami': ok({ user: makeUser({ permissions: { isAdmin } }), isLoggedIn: true }),
    'GET /api/app/profile': ok({ user: makeUser() }),
    'GET /api/app/avatar': ok([]),
  });
}

describe('app routes', () => {
  it('shows visitors the welcome text with Login and Register, and no unlock box', async () => {
    mockApi({
      'GET /api/public/site-texts': ok({
        texts: { 'landing.welcome': 'Social gaming with football knowledge and no risk.' },
      }),
    });
    renderWithProviders(appRoutes, ['/']);
    expect(await screen.findByText('Social gaming with football knowledge and no risk.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Register' })).toHaveLength(2);
    expect(screen.queryByLabelText('Admin password')).not.toBeInTheDocument();
  });

  it('opens the signed-in home on JOIN GAME and keeps the unlock box for admins', async () => {
    signedIn();
    const { user, unmount } = renderWithProviders(appRoutes, ['/']);
    expect(await screen.findByRole('tab', { name: 'JOIN GAME', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'PLAYERS LOUNGE' }));
    expect(await screen.findByRole('heading', { name: 'The team' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Admin password')).not.toBeInTheDocument();
    unmount();

    signedIn(true);
    const admin = renderWithProviders(appRoutes, ['/']);
    await admin.user.click(await screen.findByRole('tab', { name: 'PLAYERS LOUNGE' }));
    expect(await screen.findByLabelText('Admin password')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('sends visitors from /profile to Sign In', async () => {
    mockApi({});
    renderWithProviders(appRoutes, ['/profile']);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/register');
  });

  it('shows the player layout tabs Profile and Results', async () => {
    signedIn();
    const { user } = renderWithProviders(appRoutes, ['/profile']);
    const tabs = await screen.findByRole('navigation', { name: 'Player' });
    expect(within(tabs).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Customize Profile' })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('link', { name: 'Results' }));
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
  });

  it('sends a player from /admin to /forbidden', async () => {
    signedIn();
    renderWithProviders(appRoutes, ['/admin']);
    expect(await screen.findByRole('heading', { name: "You can't access that" })).toBeInTheDocument();
  });

  it('lets an admin into /admin', async () => {
    signedIn(true);
    renderWithProviders(appRoutes, ['/admin/matches']);
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  });

  it('shows Page Not Found for an unknown admin path', async () => {
    signedIn(true);
    renderWithProviders(appRoutes, ['/admin/no-such-screen']);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('explains a reset link without token or id', async () => {
    mockApi({});
    renderWithProviders(appRoutes, ['/reset-password?token=abc']);
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is incomplete.');
  });

  it.each([
    ['/register', 'Create your account'],
    ['/request-reset', 'Forgot password'],
    ['/terms-of-service', 'Terms of Service'],
  ])('shows %s as %s', async (path, heading) => {
    mockApi({});
    renderWithProviders(appRoutes, [path]);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
