import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSessionToken } from '../../../lib/session-token';
import { makeUser, TOKEN } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { LoginForm } from './login-form';

const routes = [
  { path: '/login', element: <LoginForm /> },
  { path: '/', element: <h1>Home page</h1> },
  { path: '/lobby', element: <h1>Lobby page</h1> },
  { path: '/request-reset', element: <h1>Reset page</h1> },
];

describe('LoginForm', () => {
  it('asks for the email and the password', async () => {
    const api = mockApi({});
    const { user } = renderWithProviders(routes, ['/login']);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please provide your email address')).toBeInTheDocument();
    expect(screen.getByText('Please provide your password')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    mockApi({ 'POST /api/auth/login': fail(401, 'Invalid email or password') });
    const { user } = renderWithProviders(routes, ['/login']);
    await user.type(screen.getByLabelText(/Email/), 'sam@example.com');
    await user.type(screen.getByLabelText(/Password/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('stores the token, loads the user and follows redirectUrl', async () => {
    const api = mockApi({
      'POST /api/auth/login': ok({ token: TOKEN, redirectUrl: '/lobby' }),
      'GET /api/auth/whoami': ok({ user: makeUser(), isLoggedIn: true }),
    });
    const { user, queryClient } = renderWithProviders(routes, ['/login']);
    await user.type(screen.getByLabelText(/Email/), ' sam@example.com ');
    await user.type(screen.getByLabelText(/Password/), 'Secret-1!');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Lobby page' })).toBeInTheDocument();
    expect(api.to('/api/auth/login')[0]!.body).toEqual({ email: 'sam@example.com', password: 'Secret-1!' });
    expect(readSessionToken()).toEqual(TOKEN);
    expect(queryClient.getQueryData(['auth', 'whoami'])).toMatchObject({ isLoggedIn: true });
  });

  it('goes home without a redirectUrl, and links to Forgot password', async () => {
    mockApi({
      'POST /api/auth/login': ok({ token: TOKEN }),
      'GET /api/auth/whoami': ok({ user: makeUser(), isLoggedIn: true }),
    });
    const { user } = renderWithProviders(routes, ['/login']);
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/request-reset');
    await user.type(screen.getByLabelText(/Email/), 'sam@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Secret-1!{Enter}');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
