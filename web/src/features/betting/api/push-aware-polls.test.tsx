import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { TOKEN } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { useCompetitorBets } from './use-competitor-bets';
import { useEventStatistics } from './use-event-statistics';
import { useOwnBets } from './use-own-bets';
import { usePlayerCards } from './use-player-cards';

const push = vi.hoisted(() => ({ connected: false }));
vi.mock('../../realtime', () => ({
  pushAwarePoll: (ms: number) => (push.connected ? Math.max(ms, 30_000) : ms),
}));

const STATISTICS = '/api/app/game/event-statistics/match-1';
const BETS = '/api/app/user-bet/all';
const CARDS = '/api/app/game/cards';

function renderPolling(hook: () => unknown) {
  writeSessionToken(TOKEN);
  const api = mockApi({
    [`GET ${STATISTICS}`]: ok({ statistics: {}, serverTime: new Date().toISOString() }),
    [`GET ${BETS}`]: ok({ bets: [] }),
    [`GET ${CARDS}`]: ok({ cards: [], cooldownUntilRound: null }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(hook, { wrapper });
  return api;
}

/** Lets `ms` pass and the fetches it starts settle. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the in-game reads that push keeps fresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    push.connected = false;
  });
  afterEach(() => vi.useRealTimers());

  it("poll at the spec's pace while the stream is down", async () => {
    const api = renderPolling(() => {
      useEventStatistics('match-1');
      useOwnBets('lobby-1', { intervalMs: 2500 });
      usePlayerCards('lobby-1', true);
    });
    await pass(0);
    expect(api.to(STATISTICS)).toHaveLength(1);
    await pass(10_000);
    expect(api.to(STATISTICS)).toHaveLength(2);
    expect(api.to(BETS)).toHaveLength(5);
    await pass(5000);
    expect(api.to(CARDS)).toHaveLength(2);
  });

  it('poll every 30 s at most while the stream is up', async () => {
    push.connected = true;
    const api = renderPolling(() => {
      useEventStatistics('match-1');
      useOwnBets('lobby-1', { intervalMs: 2500 });
      usePlayerCards('lobby-1', true);
      useCompetitorBets('lobby-1', 'u2');
    });
    await pass(29_000);
    for (const path of [STATISTICS, CARDS]) expect(api.to(path)).toHaveLength(1);
    // own and competitor bets share the path: one first read each
    expect(api.to(BETS)).toHaveLength(2);
    await pass(1000);
    for (const path of [STATISTICS, CARDS]) expect(api.to(path)).toHaveLength(2);
    expect(api.to(BETS)).toHaveLength(4);
  });

  it('reads the own bets once, and again only when asked, without an interval', async () => {
    const api = renderPolling(() => useOwnBets('lobby-1'));
    await pass(60_000);
    expect(api.to(BETS)).toHaveLength(1);
  });
});
