import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSessionToken, writeSessionToken } from '../../../lib/session-token';
import { TOKEN } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AdminUnlockBox } from './admin-unlock-box';

const routes = [
  { path: '/', element: <AdminUnlockBox /> },
  { path: '/admin', element: <h1>Admin page</h1> },
];

describe('AdminUnlockBox', () => {
  it('opens /admin when the server accepts the password', async () => {
    writeSessionToken(TOKEN);
    const api = mockApi({ 'POST /api/auth/admin-unlock': ok({ unlockedUntil: '2026-01-01T00:10:00Z' }) });
    const { user } = renderWithProviders(routes);
    await user.type(screen.getByLabelText('Admin password'), 'Admin-Pass-1!');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('heading', { name: 'Admin page' })).toBeInTheDocument();
    expect(api.requests[0]!.body).toEqual({ password: 'Admin-Pass-1!' });
  });

  it.each([
    [401, 'Wrong password'],
    [403, "You can't access that"],
  ])("shows the server's refusal (%i) without signing out or redirecting", async (status, error) => {
    writeSessionToken(TOKEN);
    mockApi({ 'POST /api/auth/admin-unlock': fail(status, error) });
    const { user, router } = renderWithProviders(routes);
    await user.type(screen.getByLabelText('Admin password'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(readSessionToken()).toEqual(TOKEN);
  });
});
