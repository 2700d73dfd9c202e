import { describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { setNavigator } from '../../../lib/navigation';
import { readSessionToken, writeSessionToken } from '../../../lib/session-token';
import { makeUser, TOKEN } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { fetchWhoami } from './whoami';

const renewed = { accessToken: 'access-2', refreshToken: 'refresh-2', tokenType: 'Bearer' };
const shouldRefresh = {
  status: 302,
  body: { status: 302, message: 'Access token expired', data: { shouldRefresh: true } },
};

describe('fetchWhoami', () => {
  it('asks nobody when no session is stored', async () => {
    const api = mockApi({});
    await expect(fetchWhoami()).resolves.toEqual({ user: null, isLoggedIn: false });
    expect(api.requests).toHaveLength(0);
  });

  it('sends the session headers and returns the user', async () => {
    writeSessionToken(TOKEN);
    const user = makeUser();
    const api = mockApi({ 'GET /api/auth/whoami': ok({ user, isLoggedIn: true }) });
    await expect(fetchWhoami()).resolves.toEqual({ user, isLoggedIn: true });
    expect(api.requests[0]!.headers).toMatchObject({
      Authorization: 'Bearer access-1',
      'X-Refresh-Token': 'refresh-1',
    });
  });

  it('refreshes a lapsed access token through the API client and asks again', async () => {
    writeSessionToken(TOKEN);
    const user = makeUser();
    const api = mockApi({
      'GET /api/auth/whoami': (r) =>
        r.headers.Authorization === 'Bearer access-2' ? ok({ user, isLoggedIn: true }) : shouldRefresh,
      'GET /api/auth/refresh': ok(renewed),
    });
    await expect(fetchWhoami()).resolves.toEqual({ user, isLoggedIn: true });
    expect(readSessionToken()).toEqual(renewed);
    expect(api.to('/api/auth/refresh')).toHaveLength(1);
  });

  it('forgets a stored session the server no longer knows', async () => {
    writeSessionToken(TOKEN);
    mockApi({ 'GET /api/auth/whoami': ok({ user: null, isLoggedIn: false }) });
    await expect(fetchWhoami()).resolves.toEqual({ user: null, isLoggedIn: false });
    expect(readSessionToken()).toBeNull();
  });
});

describe('a quiet call', () => {
  it('posts the body again after the refresh', async () => {
    writeSessionToken(TOKEN);
    const api = mockApi({
      'POST /api/auth/admin-unlock': (r) =>
        r.headers.Authorization === 'Bearer access-2' ? ok({ unlockedUntil: 'later' }) : shouldRefresh,
      'GET /api/auth/refresh': ok(renewed),
    });
    await expect(
      apiCall('/api/auth/admin-unlock', { body: { password: 'x' }, quiet: true }),
    ).resolves.toMatchObject({
      data: { unlockedUntil: 'later' },
    });
    expect(api.to('/api/auth/admin-unlock')[1]!.body).toEqual({ password: 'x' });
  });

  it.each([
    [401, 'Your session has ended. Please sign in again.'],
    [403, "You can't access that"],
  ])('hands a %i back without signing out or redirecting', async (status, error) => {
    const navigate = vi.fn();
    setNavigator(navigate);
    writeSessionToken(TOKEN);
    mockApi({ 'POST /api/auth/admin-unlock': fail(status, error) });
    await expect(apiCall('/api/auth/admin-unlock', { body: { password: 'x' }, quiet: true })).rejects.toEqual(
      new ApiError(status, error),
    );
    expect(readSessionToken()).toEqual(TOKEN);
    expect(navigate).not.toHaveBeenCalled();
  });
});
