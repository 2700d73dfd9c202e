import type { StreamNotice } from '@kickchips/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPushConnection, FIRST_RETRY_MS, MAX_RETRY_MS } from './push-connection';
import { TestEventSource } from './test-event-source';

const L1 = '11111111-1111-4111-8111-111111111111';
const L2 = '22222222-2222-4222-8222-222222222222';
const M1 = '33333333-3333-4333-8333-333333333333';

describe('createPushConnection', () => {
  let tickets: number;
  let notices: StreamNotice[];
  let connected: boolean[];
  let gaps: number;

  beforeEach(() => {
    vi.useFakeTimers();
    TestEventSource.opened = [];
    tickets = 0;
    notices = [];
    connected = [];
    gaps = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const connect = (requestTicket = async () => `ticket-${++tickets}`) =>
    createPushConnection({
      requestTicket,
      onNotice: (notice) => notices.push(notice),
      onConnected: (live) => connected.push(live),
      onGap: () => {
        gaps += 1;
      },
      openEventSource: TestEventSource.open,
    });

  it('opens one stream for the topics with a fresh ticket, and is live from its ready', async () => {
    const connection = connect();
    connection.follow({ lobbyId: L1 });
    await vi.advanceTimersByTimeAsync(0);
    const es = TestEventSource.latest();
    expect(es.url).toBe(`/api/app/stream?ticket=ticket-1&lobbyId=${L1}`);
    expect(connected).toEqual([]);
    es.emit({ type: 'ready', version: 'abc-4' });
    es.emit({ type: 'match.event', matchId: M1, version: 'abc-5' });
    es.emit({ type: 'no.such.notice', version: 'abc-6' });
    expect(connected).toEqual([true]);
    expect(notices.map((n) => n.type)).toEqual(['ready', 'match.event']);
    connection.follow({ lobbyId: L1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(TestEventSource.opened).toHaveLength(1);
  });

  it('counts a drop as a gap, and lets the browser reconnect by itself', async () => {
    const connection = connect();
    connection.follow({ matchId: M1 });
    await vi.advanceTimersByTimeAsync(0);
    const es = TestEventSource.latest();
    es.emit({ type: 'ready', version: 'abc-1' });
    es.fail();
    expect(connected).toEqual([true, false]);
    expect(gaps).toBe(1);
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS);
    expect(TestEventSource.opened).toHaveLength(1);
    es.emit({ type: 'ready', version: 'abc-1' });
    expect(connected).toEqual([true, false, true]);
  });

  it('reopens a stream the browser gave up on with a new ticket and the last version, backing off', async () => {
    const connection = connect();
    connection.follow({ lobbyId: L1 });
    await vi.advanceTimersByTimeAsync(0);
    TestEventSource.latest().emit({ type: 'ready', version: 'abc-1' });
    TestEventSource.latest().emit({ type: 'lobby.changed', lobbyId: L1, version: 'abc-2' });
    TestEventSource.latest().fail(true);
    expect(TestEventSource.latest().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS - 1);
    expect(TestEventSource.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const second = TestEventSource.latest();
    expect(second.params.get('ticket')).toBe('ticket-2');
    expect(second.params.get('lastEventId')).toBe('abc-2');

    second.fail(true);
    await vi.advanceTimersByTimeAsync(2 * FIRST_RETRY_MS - 1);
    expect(TestEventSource.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(TestEventSource.opened).toHaveLength(3);
    // a stream that went live again starts the back-off over
    TestEventSource.latest().emit({ type: 'ready', version: 'abc-2' });
    TestEventSource.latest().fail(true);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(TestEventSource.opened).toHaveLength(4);
  });

  it('retries when no ticket can be had', async () => {
    let fail = true;
    const connection = connect(async () => {
      if (fail) throw new Error('offline');
      return 'ticket-ok';
    });
    connection.follow({});
    await vi.advanceTimersByTimeAsync(0);
    expect(TestEventSource.opened).toHaveLength(0);
    fail = false;
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(TestEventSource.latest().url).toBe('/api/app/stream?ticket=ticket-ok');
  });

  it('opens a fresh stream, without resuming, when the screen shows another lobby; closes on stop', async () => {
    const connection = connect();
    connection.follow({ lobbyId: L1 });
    await vi.advanceTimersByTimeAsync(0);
    const first = TestEventSource.latest();
    first.emit({ type: 'ready', version: 'abc-9' });
    connection.follow({ lobbyId: L2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(first.closed).toBe(true);
    const second = TestEventSource.latest();
    expect(second.params.get('lobbyId')).toBe(L2);
    expect(second.params.has('lastEventId')).toBe(false);
    connection.stop();
    expect(second.closed).toBe(true);
    expect(connected).toEqual([true, false]);
    expect(gaps).toBe(0);
  });

  it('drops a ticket that arrives after the screen moved on', async () => {
    let release: (ticket: string) => void = () => undefined;
    const connection = connect(() => new Promise<string>((resolve) => (release = resolve)));
    connection.follow({ lobbyId: L1 });
    const late = release;
    connection.follow({ lobbyId: L2 });
    late('ticket-late');
    release('ticket-now');
    await vi.advanceTimersByTimeAsync(0);
    expect(TestEventSource.opened.map((es) => es.params.get('ticket'))).toEqual(['ticket-now']);
  });
});
