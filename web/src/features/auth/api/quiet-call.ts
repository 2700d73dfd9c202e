import { apiCall, type Envelope } from '../../../lib/api-client';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-error';
import { readSessionToken, type SessionToken } from '../../../lib/session-token';

type Body = Record<string, unknown> | null;

async function send(url: string, body: unknown, token: SessionToken | null) {
  const headers: Record<string, string> = {};
  if (token) {
    headers.Authorization = `${token.tokenType} ${token.accessToken}`;
    headers['X-Refresh-Token'] = token.refreshToken;
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const text = await response.text();
  try {
    return { response, envelope: (text ? JSON.parse(text) : null) as Body };
  } catch {
    return { response, envelope: null };
  }
}

/**
 * A call that sends the session headers when there are any and hands refusals (401, 403) back to
 * the caller instead of signing out or redirecting, because its callers (who am I, the admin
 * unlock box) must show a refusal, not act on it. A lapsed access token is left to `apiCall`,
 * so that every renewal goes through its one shared refresh.
 */
export async function quietCall<T>(url: string, body?: unknown): Promise<Envelope<T>> {
  const token = readSessionToken();
  const { response, envelope } = await send(url, body, token);
  const shouldRefresh = (envelope?.data as { shouldRefresh?: boolean } | undefined)?.shouldRefresh;
  if (token && response.status === 302 && shouldRefresh) {
    return apiCall<T>(url, body === undefined ? {} : { method: 'POST', body });
  }
  if (!response.ok) {
    const error = typeof envelope?.error === 'string' ? envelope.error : response.statusText;
    throw new ApiError(response.status, error || `Request failed (${response.status})`);
  }
  return (envelope ?? { status: response.status, message: '', data: null }) as Envelope<T>;
}
