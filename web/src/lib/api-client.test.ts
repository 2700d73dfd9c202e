import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall, publicCall } from './api-client';
import { ApiError } from './api-error';
import { setLobbyGoneHandler } from './lobby-scope';
import { pagePath, setNavigator, setReturnPath } from './navigation';
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

  it("carries the envelope's detail, such as the new price of a line that moved", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      json(409, {
        status: 409,
        message: 'The price changed to x2.4. Confirm to bet at the new price.',
        error: 'The price changed to x2.4. Confirm to bet at the new price.',
        detail: { odds: 2.4, oddsId: 'o-1' },
      }),
    );
    const failure = await apiCall('/api/app/game/place-bet', { method: 'POST', body: {} }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 409,
      message: 'The price changed to x2.4. Confirm to bet at the new price.',
      detail: { odds: 2.4, oddsId: 'o-1' },
    });
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

/** A fetch answer held back until the test lets it go. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const tokenPair = (n: number) => ({ accessToken: `a${n}`, refreshToken: `r${n}`, tokenType: 'Bearer' });
const sentWith = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.Authorization?.replace('Bearer ', '');

/**
 * The Web Locks API as a browser has it for every tab of an origin: one holder at a time, the
 * others queued in order; `ifAvailable` answers null at once while someone holds it.
 */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  let held = false;
  return {
    request(_name: string, ...args: unknown[]) {
      const callback = args.at(-1) as (lock: object | null) => unknown;
      const ifAvailable = args.length > 1 && (args[0] as { ifAvailable?: boolean }).ifAvailable;
      if (ifAvailable && held) return Promise.resolve(callback(null));
      held = true;
      const run = tail.then(async () => {
        held = true;
        try {
          return await callback({ name: _name });
        } finally {
          held = false;
        }
      });
      tail = run.catch(() => null);
      return run;
    },
  };
}

describe('apiCall when the access token expires under a burst of calls', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    navigate.mockReset();
    setNavigator(navigate);
    setReturnPath(pagePath);
    writeSessionToken(tokenPair(1));
    Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('refreshes exactly once for a dozen calls that meet the 302 together, and retries each with the new token', async () => {
    let refreshes = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      if (String(url) === '/api/auth/refresh') {
        refreshes++;
        return json(200, { data: tokenPair(2) });
      }
      return sentWith(init) === 'a2'
        ? json(200, { status: 200, message: 'ok', data: String(url) })
        : json(302, { data: { shouldRefresh: true } });
    });
    const urls = Array.from({ length: 12 }, (_, i) => `/api/app/read-${i}`);
    const results = await Promise.all(urls.map((url) => apiCall<string>(url)));
    expect(results.map((r) => r.data)).toEqual(urls);
    expect(refreshes).toBe(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(readSessionToken()).toEqual(tokenPair(2));
  });

  it('sends again, with the new token, a call answered 401 because a refresh went through while it was on its way', async () => {
    const lateAnswer = deferred<Response>();
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      if (String(url) === '/api/auth/refresh') return json(200, { data: tokenPair(2) });
      if (sentWith(init) === 'a2') return json(200, { status: 200, message: 'ok', data: 'fresh' });
      if (String(url) === '/api/app/late') return lateAnswer.promise;
      return json(302, { data: { shouldRefresh: true } });
    });
    const late = apiCall<string>('/api/app/late');
    expect((await apiCall<string>('/api/app/first')).data).toBe('fresh');
    // the server took the late call's old pair after the rotation: a plain 401
    lateAnswer.resolve(json(401, { error: 'Your session has expired' }));
    expect((await late).data).toBe('fresh');
    const lateCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/app/late');
    expect(lateCalls.map(([, init]) => sentWith(init))).toEqual(['a1', 'a2']);
    expect(navigate).not.toHaveBeenCalled();
    expect(readSessionToken()).toEqual(tokenPair(2));
  });

  it('waits for a refresh still under way before deciding a 401 ends the session', async () => {
    const refreshAnswer = deferred<Response>();
    let refreshes = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      if (String(url) === '/api/auth/refresh') {
        refreshes++;
        return refreshAnswer.promise;
      }
      if (sentWith(init) === 'a2') return json(200, { status: 200, message: 'ok', data: 'fresh' });
      return String(url) === '/api/app/late'
        ? json(401, { error: 'Your session has expired' })
        : json(302, { data: { shouldRefresh: true } });
    });
    const first = apiCall<string>('/api/app/first');
    await vi.waitFor(() => expect(refreshes).toBe(1));
    const late = apiCall<string>('/api/app/late');
    await new Promise((resolve) => setTimeout(resolve, 20));
    refreshAnswer.resolve(json(200, { data: tokenPair(2) }));
    expect((await Promise.all([first, late])).map((r) => r.data)).toEqual(['fresh', 'fresh']);
    expect(refreshes).toBe(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('retries a 401 once only: refused again with the newest token, the session has ended', async () => {
    writeSessionToken(tokenPair(2));
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      if (sentWith(init) === 'a1') return json(401, { error: 'Your session has expired' });
      return json(401, { error: 'Your session has ended. Please sign in again.' });
    });
    // a call that began with the old pair, as one still in flight when the other refreshed
    writeSessionToken(tokenPair(1));
    const call = apiCall('/api/app/x');
    writeSessionToken(tokenPair(2));
    await expect(call).rejects.toEqual(new ApiError(401, 'Your session has ended. Please sign in again.'));
    expect(fetchMock.mock.calls.map(([, init]) => sentWith(init))).toEqual(['a1', 'a2']);
    expect(readSessionToken()).toBeNull();
  });

  it('signs out on a 401 to the newest token, back to where the player was (the lobby) once signed in', async () => {
    setReturnPath(() => '/join/AB23CD');
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(401, { error: 'Your session has ended. Please sign in again.' }));
    await expect(apiCall('/api/app/game/lobby-details/l1')).rejects.toEqual(
      new ApiError(401, 'Your session has ended. Please sign in again.'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readSessionToken()).toBeNull();
    expect(navigate.mock.calls).toEqual([['/login?next=%2Fjoin%2FAB23CD']]);
  });

  it('leaves Sign In as it is for the other calls of a burst that ended the session', async () => {
    setReturnPath(() => '/login?next=%2Fjoin%2FAB23CD');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(401, { error: 'Your session has ended' }));
    await expect(apiCall('/api/app/x')).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(readSessionToken()).toBeNull();
  });

  it('refreshes once across two tabs, the second using the token the first stored', async () => {
    vi.resetModules();
    const otherTab = await import('./api-client');
    (await import('./navigation')).setNavigator(navigate);
    let refreshes = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      if (String(url) === '/api/auth/refresh') {
        refreshes++;
        const sent = (init?.headers as Record<string, string> | undefined)?.['X-Refresh-Token'];
        return sent === 'r1'
          ? json(200, { data: tokenPair(2) })
          : json(401, { error: 'Your session has ended. Please sign in again.' });
      }
      return sentWith(init) === 'a2'
        ? json(200, { status: 200, message: 'ok', data: 1 })
        : json(302, { data: { shouldRefresh: true } });
    });
    const calls = [1, 2, 3].flatMap((i) => [apiCall(`/api/app/a${i}`), otherTab.apiCall(`/api/app/b${i}`)]);
    expect((await Promise.all(calls)).map((r) => r.data)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(refreshes).toBe(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});
