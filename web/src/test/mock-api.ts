import { vi } from 'vitest';

export type MockRequest = { method: string; url: string; body: unknown; headers: Record<string, string> };
type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((request: MockRequest) => Reply | Promise<Reply>);

/**
 * Answers `fetch` from a table of "METHOD /path" handlers (the query string is ignored) and
 * records every request; anything not in the table gets a 404.
 */
export function mockApi(routes: Record<string, Handler>) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const request: MockRequest = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    requests.push(request);
    const handler = routes[`${request.method} ${url.split('?')[0]}`];
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    const status = reply?.status ?? (reply ? 200 : 404);
    const body = reply
      ? (reply.body ?? { status, message: 'ok', data: null })
      : { error: `No mock for ${url}` };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { requests, fetchMock, to: (path: string) => requests.filter((r) => r.url.split('?')[0] === path) };
}

/** The `{ status, message, data }` envelope of a successful call. */
export const ok = (data: unknown, message = 'ok') => ({ status: 200, body: { status: 200, message, data } });
/** The `{ status, message, error }` body of a refused call. */
export const fail = (status: number, error: string) => ({ status, body: { status, message: error, error } });
