import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall, publicCall } from './api-client';
import { ApiError } from './api-error';
import { setLobbyGoneHandler } from './lobby-scope';
import { setNavigator } from './navigation';
import { readSessionToken, writeSessionToken } from './session-token';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiCall', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    navigate.mockReset();
    setNavigator(navigate);
    writeSessionToken({ accessToken: 'a1', refreshToken: 'r1', tokenType: 'Bearer' });
  });

  it('sends the token headers and returns the envelope', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(200, { status: 200, message: 'ok', data: 5 }));
    const result = await apiCall<number>('/api/app/x', { body: { a: 1 } });
    expect(result.data).toBe(5);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer a1',
      'X-Refresh-Token': 'r1',
      'Content-Type': 'application/json',
    });
  });

  it('refreshes on a 302 with shouldRefresh and retries with the new token', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(302, { status: 302, data: { shouldRefresh: true } }))
      .mockResolvedValueOnce(
        json(200, { data: { accessToken: 'a2', refreshToken: 'r2', tokenType: 'Bearer' } }),
      )
      .mockResolvedValueOnce(json(200, { status: 200, message: 'ok', data: 'done' }));
    const result = await apiCall<string>('/api/app/x');
    expect(result.data).toBe('done');
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/auth/refresh');
    expect(fetchMock.mock.calls[2]![1]?.headers).toMatchObject({ Authorization: 'Bearer a2' });
    expect(readSessionToken()).toEqual({ accessToken: 'a2', refreshToken: 'r2', tokenType: 'Bearer' });
  });

  it("gives up after 2 refreshes with 401 'Maximum retries exceeded' and goes to /login", async () => {
    let n = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
      String(url).includes('refresh')
        ? json(200, { data: { accessToken: `a${++n}`, refreshToken: 'r', tokenType: 'Bearer' } })
        : json(302, { data: { shouldRefresh: true } }),
    );
    await expect(apiCall('/api/app/x')).rejects.toEqual(new ApiError(401, 'Maximum retries exceeded'));
    expect(n).toBe(2);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(readSessionToken()).toBeNull();
  });

  it("fails with 401 'Failed to refresh' when the refresh is refused", async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(302, { data: { shouldRefresh: true } }))
      .mockResolvedValueOnce(json(401, { error: 'revoked' }));
    await expect(apiCall('/api/app/x')).rejects.toEqual(new ApiError(401, 'Failed to refresh'));
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('clears the token and goes to /login on a 401', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(401, { error: 'Your session has expired' }));
    await expect(apiCall('/api/app/x')).rejects.toEqual(new ApiError(401, 'Your session has expired'));
    expect(readSessionToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('goes to /forbidden on a 403', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(403, { error: "You can't access that" }));
    await expect(apiCall('/api/admin/x')).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/forbidden');
  });

  it('hands a refused lobby read to the lobby-gone handler, never to /forbidden', async () => {
    const gone = vi.fn();
    setLobbyGoneHandler(gone);
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(403, { error: 'You are not a member of this lobby' }))
      .mockResolvedValueOnce(json(404, { error: 'Lobby not found' }))
      .mockResolvedValueOnce(json(403, { error: 'Chat is turned off in this lobby' }));
    await expect(apiCall('/api/app/game/lobby-details/l1')).rejects.toMatchObject({ status: 403 });
    await expect(apiCall('/api/app/user-bet/all?lobbyId=l2')).rejects.toMatchObject({ status: 404 });
    await expect(apiCall('/api/app/chat/messages?lobbyId=l1')).rejects.toEqual(
      new ApiError(403, 'Chat is turned off in this lobby'),
    );
    expect(gone.mock.calls).toEqual([
      ['l1', 'You are not a member of this lobby'],
      ['l2', 'Lobby not found'],
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('hands a write refused because the caller was removed to the lobby-gone handler, not /forbidden', async () => {
    const gone = vi.fn();
    setLobbyGoneHandler(gone);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(403, { error: 'The host removed you from this lobby' }),
    );
    await expect(
      apiCall('/api/app/game/place-bet', { body: { lobbyId: 'l3', stake: 5 } }),
    ).rejects.toMatchObject({ status: 403 });
    expect(gone.mock.calls).toEqual([['l3', 'The host removed you from this lobby']]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('raises other failures with the server error, or the status text', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(409, { error: 'Already bet this round' }))
      .mockResolvedValueOnce(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiCall('/api/app/x')).rejects.toEqual(new ApiError(409, 'Already bet this round'));
    await expect(apiCall('/api/app/x')).rejects.toEqual(new ApiError(502, 'Bad Gateway'));
  });

  it("reports a network failure as status 0 'Network error: Unable to connect to server'", async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiCall('/api/app/x')).rejects.toEqual(
      new ApiError(0, 'Network error: Unable to connect to server'),
    );
  });

  it("redirects to /login with 401 'Missing tokens' when no token is stored", async () => {
    localStorage.clear();
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    await expect(apiCall('/api/app/x')).rejects.toEqual(new ApiError(401, 'Missing tokens'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it("names a missing refresh token: 'Missing refresh token'", async () => {
    writeSessionToken({ accessToken: 'a', refreshToken: '', tokenType: 'Bearer' });
    await expect(apiCall('/api/app/x')).rejects.toEqual(new ApiError(401, 'Missing refresh token'));
  });
});

describe('publicCall', () => {
  it('hands failures back without redirecting', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(401, { error: 'Wrong password' }));
    await expect(publicCall('/api/auth/login', { body: {} })).rejects.toEqual(
      new ApiError(401, 'Wrong password'),
    );
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('apiCall refresh sharing', () => {
  it('refreshes once when several calls meet the 302 together', async () => {
    setNavigator(vi.fn());
    writeSessionToken({ accessToken: 'old', refreshToken: 'r-old', tokenType: 'Bearer' });
    let refreshes = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      if (String(url).includes('refresh')) {
        refreshes++;
        return json(200, { data: { accessToken: 'new', refreshToken: 'r-new', tokenType: 'Bearer' } });
      }
      const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
      return auth === 'Bearer new'
        ? json(200, { status: 200, message: 'ok', data: 1 })
        : json(302, { data: { shouldRefresh: true } });
    });
    const results = await Promise.all([apiCall('/api/app/a'), apiCall('/api/app/b'), apiCall('/api/app/c')]);
    expect(results.map((r) => r.data)).toEqual([1, 1, 1]);
    expect(refreshes).toBe(1);
  });
});
