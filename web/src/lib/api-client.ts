import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { lobbyScopeOf, removedFromLobby, reportLobbyGone } from './lobby-scope';
import { navigateTo, returnPath } from './navigation';
import { paths } from './paths';
import { noteServerTime } from './server-clock';
import { clearSessionToken, readSessionToken, type SessionToken, writeSessionToken } from './session-token';

export type Envelope<T> = { status: number; message: string; data: T };

const MAX_REFRESH_RETRIES = 2;

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Headers of the request's own, such as an Idempotency-Key. */
  requestHeaders?: Record<string, string>;
};

export type CallOptions = Options & {
  /**
   * Sends the session headers when there are any and hands refusals (401, 403) back instead of
   * signing out or redirecting: who-am-I and the admin unlock box must show a refusal, not act on it.
   */
  quiet?: boolean;
};

export type PublicCallOptions = Options & {
  /**
   * Headers of the call's own, such as the team page's edit grant. (The grant's header name is
   * core's; importing core here would put its schemas in the entry chunk.)
   */
  headers?: Record<string, string>;
};

async function send(url: string, options: Options, headers: Record<string, string>): Promise<Response> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const own = { ...options.requestHeaders, ...headers };
  try {
    const response = await fetch(url, {
      method,
      headers: options.body === undefined ? own : { 'Content-Type': 'application/json', ...own },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
    noteServerTime(response.headers.get('X-Server-Time'));
    return response;
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
}

async function readBody(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function failureOf(response: Response, body: Record<string, unknown> | null): ApiError {
  const text =
    typeof body?.error === 'string'
      ? body.error
      : response.statusText || `Request failed (${response.status})`;
  const detail = body?.detail;
  const isRecord = typeof detail === 'object' && detail !== null && !Array.isArray(detail);
  return new ApiError(response.status, text, isRecord ? (detail as Record<string, unknown>) : undefined);
}

function envelopeOf<T>(response: Response, body: Record<string, unknown> | null): Envelope<T> {
  if (!response.ok) throw failureOf(response, body);
  return (body ?? { status: response.status, message: '', data: null }) as Envelope<T>;
}

const shouldRefresh = (response: Response, body: Record<string, unknown> | null) =>
  response.status === 302 && Boolean((body?.data as { shouldRefresh?: boolean } | undefined)?.shouldRefresh);

function authHeaders(token: SessionToken): Record<string, string> {
  return { Authorization: `${token.tokenType} ${token.accessToken}`, 'X-Refresh-Token': token.refreshToken };
}

/**
 * Ends the session on this browser and goes to Sign In, with the way back (`?next=`) to where the
 * player was, so signing in again brings them back. The next path is read before the token is
 * cleared: forgetting the session also forgets the active lobby.
 */
function signOut(error: ApiError): never {
  const next = returnPath();
  // the other calls of a burst that ended the session find Sign In on show, with its way back
  if (!next.startsWith(paths.login)) {
    navigateTo(next === paths.home ? paths.login : `${paths.login}?${new URLSearchParams({ next })}`);
  }
  clearSessionToken();
  throw error;
}

function requireToken(): SessionToken {
  const token = readSessionToken();
  if (!token) return signOut(new ApiError(401, 'Missing tokens'));
  if (!token.accessToken) return signOut(new ApiError(401, 'Missing access token'));
  if (!token.refreshToken) return signOut(new ApiError(401, 'Missing refresh token'));
  return token;
}

async function requestNewTokens(token: SessionToken): Promise<SessionToken> {
  const response = await send('/api/auth/refresh', {}, authHeaders(token));
  const body = await readBody(response);
  const data = body?.data as Partial<SessionToken> | undefined;
  if (!response.ok || !data?.accessToken || !data.refreshToken) {
    return signOut(new ApiError(401, 'Failed to refresh'));
  }
  const next = {
    accessToken: data.accessToken,
    refreshToken: data.refreshToken,
    tokenType: data.tokenType ?? 'Bearer',
  };
  writeSessionToken(next);
  return next;
}

const REFRESH_LOCK = 'kickchips-refresh';
/**
 * How long a tab that waited for another tab's refresh gives that tab's new token to show in its
 * own view of localStorage (another tab's write reaches this one a moment later, in Chromium over
 * another channel than the lock's): refreshing with the old token instead would be taken for
 * theft and end the session everywhere.
 */
const OTHER_TAB_WRITE_MS = 500;
const STORAGE_POLL_MS = 10;

/**
 * Runs `task` alone in the browser (every tab of the app) where Web Locks exist, else alone in
 * this tab; `waited` says whether another holder had it first.
 */
async function underRefreshLock<T>(task: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task(false);
  const busy = Symbol('busy');
  const first = await locks.request(REFRESH_LOCK, { ifAvailable: true }, (lock) =>
    lock ? task(false) : busy,
  );
  if (first !== busy) return first as T;
  return locks.request(REFRESH_LOCK, () => task(true)) as Promise<T>;
}

const renewed = (stored: SessionToken | null, sent: SessionToken): stored is SessionToken =>
  stored !== null && stored.accessToken !== sent.accessToken;

/**
 * The stored token, to be held under the refresh lock. After waiting for another holder, gives
 * that holder's write a moment to arrive when the store still has the token `sent` went with.
 */
async function storedAfter(sent: SessionToken, waited: boolean): Promise<SessionToken | null> {
  const deadline = Date.now() + (waited ? OTHER_TAB_WRITE_MS : 0);
  let stored = readSessionToken();
  while (stored && !renewed(stored, sent) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, STORAGE_POLL_MS));
    stored = readSessionToken();
  }
  return stored;
}

let refreshing: Promise<SessionToken> | null = null;

/**
 * Refreshes once for everyone: the server treats a second use of a refresh token as theft and
 * revokes the session, so calls of this tab that meet the 302 together share one refresh, tabs
 * take turns under one lock, and a token another call or tab already renewed is used as it is.
 */
function refreshTokens(token: SessionToken): Promise<SessionToken> {
  refreshing ??= underRefreshLock(async (waited) => {
    const stored = await storedAfter(token, waited);
    if (renewed(stored, token)) return stored;
    return requestNewTokens(stored ?? token);
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The token to send again after a 401, or null when the 401 stands: a call sent with tokens that
 * a refresh (in this tab or another, finished or under way) has replaced since was refused for
 * being late, not because the session ended.
 */
async function renewedSince(sent: SessionToken): Promise<SessionToken | null> {
  if (refreshing) await refreshing.catch(() => null);
  const stored = await underRefreshLock((waited) => storedAfter(sent, waited));
  return renewed(stored, sent) ? stored : null;
}

/**
 * A lobby-scoped read refused with 403 or 404 means the caller is no longer in that lobby: the
 * lobby-gone handler forgets it (chat reads only hand the refusal back), and so does a write
 * refused because the caller was removed from the lobby it names. Any other 403 goes to
 * /forbidden (spec 8); any other 404 is the caller's to show.
 */
function refused(url: string, failure: ApiError, body: unknown): void {
  const scope = lobbyScopeOf(url);
  const removedFrom = scope ? null : removedFromLobby(failure.message, body);
  if (scope?.membership) reportLobbyGone(scope.lobbyId, failure.message);
  else if (removedFrom) reportLobbyGone(removedFrom, failure.message);
  else if (!scope && failure.status === 403) navigateTo(paths.forbidden);
}

/**
 * An authenticated call (spec 7 and 8): sends the token headers, refreshes on the 302 with
 * shouldRefresh at most twice, signs out on 401, goes to /forbidden on 403 (save lobby-scoped
 * reads). A 401 is first checked against the stored token: one answered to tokens that were
 * renewed meanwhile is sent once more with the new ones. A quiet call hands the 401 and 403 back;
 * its lapsed access token still renews through the one shared refresh.
 */
export async function apiCall<T>(url: string, { quiet, ...options }: CallOptions = {}): Promise<Envelope<T>> {
  const stored = readSessionToken();
  if (quiet && !stored) {
    const response = await send(url, options, {});
    return envelopeOf<T>(response, await readBody(response));
  }
  let token = quiet && stored ? stored : requireToken();
  let refreshes = 0;
  let resent = false;
  for (;;) {
    const response = await send(url, options, authHeaders(token));
    const body = await readBody(response);
    if (shouldRefresh(response, body)) {
      if (refreshes >= MAX_REFRESH_RETRIES) return signOut(new ApiError(401, 'Maximum retries exceeded'));
      refreshes++;
      token = await refreshTokens(token);
      continue;
    }
    if (response.status === 401 && !resent) {
      const newer = await renewedSince(token);
      if (newer) {
        resent = true;
        token = newer;
        continue;
      }
    }
    if (quiet) return envelopeOf<T>(response, body);
    if (response.status === 401) return signOut(failureOf(response, body));
    if (response.status === 403 || response.status === 404)
      refused(url, failureOf(response, body), options.body);
    return envelopeOf<T>(response, body);
  }
}

/** An unauthenticated call; failures are handed back to the caller, nothing redirects. */
export async function publicCall<T>(
  url: string,
  { headers = {}, ...options }: PublicCallOptions = {},
): Promise<Envelope<T>> {
  const response = await send(url, options, headers);
  return envelopeOf<T>(response, await readBody(response));
}

/** PUTs a file's bytes to a signed upload URL (the storage's, not the API's: no envelope). */
export async function putFile(url: string, file: File): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'PUT', headers: { 'Content-Type': file.type }, body: file });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw new ApiError(response.status, 'Something went wrong...');
}

export const api = {
  get: <T>(url: string, signal?: AbortSignal) => apiCall<T>(url, { signal }),
  post: <T>(url: string, body: unknown = {}) => apiCall<T>(url, { method: 'POST', body }),
  put: <T>(url: string, body: unknown) => apiCall<T>(url, { method: 'PUT', body }),
  patch: <T>(url: string, body: unknown) => apiCall<T>(url, { method: 'PATCH', body }),
  delete: <T>(url: string) => apiCall<T>(url, { method: 'DELETE' }),
};
