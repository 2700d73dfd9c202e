import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSessionToken } from '../../../lib/session-token';
import { makeUser, TOKEN } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { RegisterForm } from './register-form';

const routes = [
  { path: '/register', element: <RegisterForm /> },
  { path: '/', element: <h1>Home page</h1> },
  { path: '/welcome', element: <h1>Welcome page</h1> },
];

async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  password = 'Secret-1!',
  confirm = password,
) {
  await user.type(screen.getByLabelText(/Name/), 'Sam Kerr');
  await user.type(screen.getByLabelText(/Email/), 'sam@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/Confirm password/), confirm);
  await user.click(screen.getByRole('checkbox'));
}

describe('RegisterForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links the terms of service and names the broken rules', async () => {
    mockApi({});
    const { user } = renderWithProviders(routes, ['/register']);
    expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please check for errors')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    // every rule 'short' breaks, not only the first
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      [
        'Passwords should be at least 8 characters.',
        'Passwords should contain an uppercase letter.',
        'Passwords should contain a number.',
        'Passwords should contain a special character.',
      ].join('\n'),
    );
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms of service')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'longer');
    expect(screen.getByText(/Passwords should contain an uppercase letter\./)).toBeInTheDocument();
    expect(screen.queryByText(/at least 8 characters/)).not.toBeInTheDocument();
  });

  it.each([
    [400, 'email: Invalid email', 'Please check your details and try again.'],
    [500, 'Internal Server Error', 'Failed to register, please retry or try refreshing the page.'],
    [409, 'An account with this email already exists', 'An account with this email already exists'],
  ])('on a %i says %s as %s', async (status, error, shown) => {
    mockApi({ 'POST /api/auth/register': fail(status, error) });
    const { user } = renderWithProviders(routes, ['/register']);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('stores the token and goes to the redirect URL', async () => {
    const api = mockApi({
      'POST /api/auth/register': ok({ token: TOKEN, redirectUrl: '/welcome' }),
      'GET /api/auth/whoami': ok({ user: makeUser(), isLoggedIn: true }),
    });
    const { user } = renderWithProviders(routes, ['/register']);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Welcome page' })).toBeInTheDocument();
    expect(readSessionToken()).toEqual(TOKEN);
    expect(api.to('/api/auth/register')[0]!.body).toEqual({
      name: 'Sam Kerr',
      email: 'sam@example.com',
      password: 'Secret-1!',
      confirmPassword: 'Secret-1!',
      tos: true,
    });
  });

  it('goes back to the lobby of the invite link that sent the visitor here (next), never elsewhere', async () => {
    mockApi({
      'POST /api/auth/register': ok({ token: TOKEN, redirectUrl: '/welcome' }),
      'GET /api/auth/whoami': ok({ user: makeUser(), isLoggedIn: true }),
    });
    const { user, router } = renderWithProviders(
      [...routes, { path: '/join/:code', element: <h1>Join page</h1> }],
      ['/register?next=%2Fjoin%2FABC123'],
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Join page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/join/ABC123');
  });

  it('ignores a next that leaves the site', async () => {
    mockApi({
      'POST /api/auth/register': ok({ token: TOKEN, redirectUrl: '/welcome' }),
      'GET /api/auth/whoami': ok({ user: makeUser(), isLoggedIn: true }),
    });
    const { user } = renderWithProviders(routes, ['/register?next=%2F%2Fevil.example']);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Welcome page' })).toBeInTheDocument();
  });

  it('uses confirmationRedirect with the redirect URL as rd', async () => {
    mockApi({
      'POST /api/auth/register': ok({
        token: TOKEN,
        redirectUrl: '/welcome',
        confirmationRedirect: '/confirm?step=1',
      }),
      'GET /api/auth/whoami': ok({ user: makeUser(), isLoggedIn: true }),
    });
    const { user, router } = renderWithProviders(
      [...routes, { path: '/confirm', element: <h1>Confirm page</h1> }],
      ['/register'],
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Confirm page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=1&rd=%2Fwelcome');
  });
});
