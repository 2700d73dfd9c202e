import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../lib/session-token';
import { CrashBoundary } from './crash-boundary';
import { RouteCrashScreen } from './route-crash-screen';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const user = (isAdmin: boolean) => ({ _id: 'u1', name: 'Sam', permissions: { isAdmin } });

type Server = { whoami?: () => Response; report?: (body: Record<string, unknown>) => Response };

/** Answers whoami and crash-report calls; returns the crash-report bodies and their headers. */
function fakeServer({ whoami, report }: Server = {}) {
  const reports: { body: Record<string, unknown>; headers: Record<string, string> }[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    if (String(url) === '/api/auth/whoami') return whoami?.() ?? json(200, { data: { user: null } });
    const body = JSON.parse(String(init?.body));
    reports.push({ body, headers: (init?.headers ?? {}) as Record<string, string> });
    return report?.(body) ?? json(200, { status: 200, message: 'ok', data: { id: 'r1' } });
  });
  return { reports, fetchMock };
}

function Thrower({ message = 'odds is undefined' }: { message?: string }): ReactNode {
  throw new TypeError(message);
}

let flakyBroken = true;
function Flaky() {
  if (flakyBroken) throw new Error('flaky');
  return <p>Lobby loaded</p>;
}

function renderCrash(children: ReactNode = <Thrower />) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <CrashBoundary>{children}</CrashBoundary>
    </QueryClientProvider>,
  );
}

const signIn = () => writeSessionToken({ accessToken: 'a1', refreshToken: 'r1', tokenType: 'Bearer' });

describe('CrashBoundary', () => {
  beforeEach(() => {
    // React logs every caught render error; the test asserts on the screen instead
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows anonymous visitors the apology and reports the crash anonymously', async () => {
    const { reports, fetchMock } = fakeServer();
    renderCrash();
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reports).toHaveLength(1);
    const [{ body, headers }] = reports as [(typeof reports)[number]];
    expect(body).toMatchObject({
      id: 'new',
      error: { name: 'TypeError', message: 'odds is undefined', stack: expect.any(String) },
      data: { componentName: 'Thrower', location: window.location.href, browser: navigator.userAgent },
    });
    expect(headers.Authorization).toBeUndefined();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/whoami')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Error details' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('lets a signed-in player describe what happened, sent with the same id and their user', async () => {
    signIn();
    const { reports } = fakeServer({
      whoami: () => json(200, { data: { user: user(false), isLoggedIn: true } }),
    });
    renderCrash();
    const box = await screen.findByRole('textbox', { name: 'What were you doing when this happened?' });
    expect(screen.queryByRole('region', { name: 'Error details' })).toBeNull();
    await vi.waitFor(() => expect(reports.map((r) => r.body.data)).toContainEqual({ user: 'u1' }));
    expect(reports[0]!.headers.Authorization).toBe('Bearer a1');

    await userEvent.type(box, 'I pressed Place Bet');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thanks! Your description was sent.')).toBeInTheDocument();
    expect(reports.at(-1)!.body).toEqual({
      id: 'r1',
      data: { userDescription: 'I pressed Place Bet', user: 'u1' },
    });
  });

  it('shows admins the error name, message and stack', async () => {
    signIn();
    fakeServer({ whoami: () => json(200, { data: { user: user(true), isLoggedIn: true } }) });
    renderCrash();
    const details = await screen.findByRole('region', { name: 'Error details' });
    expect(details).toHaveTextContent('TypeError: odds is undefined');
    expect(details.querySelector('pre')?.textContent).toContain('Thrower');
  });

  it('treats the viewer as anonymous when whoami fails', async () => {
    signIn();
    const { fetchMock } = fakeServer({ whoami: () => json(500, { error: 'down' }) });
    renderCrash();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/whoami')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Error details' })).toBeNull();
  });

  it('sends the description in a new report when the first report failed', async () => {
    signIn();
    let calls = 0;
    const { reports } = fakeServer({
      whoami: () => json(200, { data: { user: user(false), isLoggedIn: true } }),
      report: () => (++calls === 1 ? json(503, { error: 'busy' }) : json(200, { data: { id: 'r2' } })),
    });
    renderCrash();
    await userEvent.type(await screen.findByRole('textbox'), 'Joined a lobby');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Thanks! Your description was sent.');
    expect(reports.at(-1)!.body).toMatchObject({
      id: 'new',
      error: { name: 'TypeError' },
      data: { userDescription: 'Joined a lobby', user: 'u1', location: window.location.href },
    });
  });

  it('renders the children again on Try again', async () => {
    fakeServer();
    flakyBroken = true;
    renderCrash(<Flaky />);
    flakyBroken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Lobby loaded')).toBeInTheDocument();
  });
});

describe('RouteCrashScreen', () => {
  it("shows the crash screen for a route's crash and reports it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { reports } = fakeServer();
    const router = createMemoryRouter([
      { path: '/', element: <Thrower message="no lobby" />, errorElement: <RouteCrashScreen /> },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]!.body).toMatchObject({ id: 'new', error: { name: 'TypeError', message: 'no lobby' } });
  });
});
