import type { StreamNotice } from '@kickchips/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSessionToken, writeSessionToken } from '../../lib/session-token';
import { mockApi, ok } from '../../test/mock-api';
import { setPushConnected, usePushConnected } from './push-status';
import { PushStream } from './push-stream';
import { usePushTopics } from './push-topics';
import { TestEventSource } from './test-event-source';

const L = '11111111-1111-4111-8111-111111111111';

const everything = [{ queryKey: ['game'] }];
const invalidationsFor = (notice: StreamNotice) => (notice.type === 'lobby.changed' ? everything : []);

function LobbyScreen() {
  usePushTopics({ lobbyId: L });
  const details = useQuery({
    queryKey: ['game', 'details', L],
    queryFn: async () => (await fetch(`/api/app/game/lobby-details/${L}`)).json(),
  });
  const live = usePushConnected();
  return (
    <p>
      {details.isSuccess ? 'loaded' : 'loading'} {live ? 'live' : 'polling'}
    </p>
  );
}

describe('PushStream', () => {
  beforeEach(() => {
    TestEventSource.opened = [];
  });
  afterEach(() => setPushConnected(false));

  const renderApp = () => {
    const api = mockApi({
      'POST /api/app/stream/ticket': ok({ ticket: 'the-ticket', expiresIn: 60 }),
      [`GET /api/app/game/lobby-details/${L}`]: ok({}),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <PushStream
          invalidationsFor={invalidationsFor}
          everything={everything}
          openEventSource={TestEventSource.open}
        />
        <LobbyScreen />
      </QueryClientProvider>,
    );
    return api;
  };

  it('opens no stream for a visitor', async () => {
    const api = renderApp();
    await screen.findByText(/loaded/);
    await new Promise((r) => setTimeout(r, 200));
    expect(api.to('/api/app/stream/ticket')).toHaveLength(0);
    expect(TestEventSource.opened).toHaveLength(0);
  });

  it('follows the lobby on show, refetches what a notice names, and stops at sign-out', async () => {
    writeSessionToken({ accessToken: 'a', refreshToken: 'r', tokenType: 'Bearer' });
    const api = renderApp();
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
    const es = TestEventSource.latest();
    expect(es.params.get('ticket')).toBe('the-ticket');
    expect(es.params.get('lobbyId')).toBe(L);
    expect(api.to('/api/app/stream/ticket')[0]!.headers).toMatchObject({ Authorization: 'Bearer a' });

    act(() => es.emit({ type: 'ready', version: 'abc-1' }));
    await screen.findByText('loaded live');
    const detailsCalls = () => api.to(`/api/app/game/lobby-details/${L}`).length;
    const before = detailsCalls();
    act(() => es.emit({ type: 'chat.message', lobbyId: L, version: 'abc-2' }));
    act(() => es.emit({ type: 'lobby.changed', lobbyId: L, version: 'abc-3' }));
    await waitFor(() => expect(detailsCalls()).toBe(before + 1));

    act(() => es.fail());
    await screen.findByText('loaded polling');
    await waitFor(() => expect(detailsCalls()).toBe(before + 2));

    act(() => clearSessionToken());
    await waitFor(() => expect(es.closed).toBe(true));
  });
});
