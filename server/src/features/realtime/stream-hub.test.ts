import type { StreamNotice } from '@kickchips/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalNotifier } from '../notices';
import { createNoticeLog } from './notice-log';
import { createStreamHub, MEMBER_CHECK_DELAY_MS, type PushStream } from './stream-hub';

type FakeStream = PushStream & { received: StreamNotice[]; closed: boolean };

const fakeStream = (userId: string, topics: PushStream['topics']): FakeStream => {
  const stream: FakeStream = {
    userId,
    topics,
    received: [],
    closed: false,
    send(frame) {
      const data = frame.split('\n').find((line) => line.startsWith('data: '));
      if (data) stream.received.push(JSON.parse(data.slice(6)) as StreamNotice);
    },
    close() {
      stream.closed = true;
    },
  };
  return stream;
};

describe('stream hub', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setUp = (members: string[] = ['alice', 'bob']) => {
    const notifier = createLocalNotifier();
    const activeMembers = vi.fn(async () => new Set(members));
    const hub = createStreamHub({
      notifier,
      log: createNoticeLog(16, 'hub'),
      activeMembers,
      onError: () => undefined,
    });
    return { notifier, hub, activeMembers };
  };

  it('writes each notice to the streams it concerns only', async () => {
    const { notifier, hub } = setUp();
    const lobby = fakeStream('alice', { lobbyId: 'L1', matchId: 'M1' });
    const admin = fakeStream('root', { matchId: 'M2' });
    const home = fakeStream('bob', {});
    for (const s of [lobby, admin, home]) hub.attach(s, undefined);
    await notifier.publish({ type: 'match.event', matchId: 'M1' });
    await notifier.publish({ type: 'match.changed', matchId: 'M2' });
    await notifier.publish({ type: 'chat.message', lobbyId: 'L2' });
    await notifier.publish({ type: 'lobbies.changed' });
    expect(lobby.received.map((n) => n.type)).toEqual(['ready', 'match.event', 'lobbies.changed']);
    expect(admin.received.map((n) => n.type)).toEqual(['ready', 'match.changed', 'lobbies.changed']);
    expect(home.received.map((n) => n.type)).toEqual(['ready', 'lobbies.changed']);
    expect(lobby.received.map((n) => n.version)).toEqual(['hub-0', 'hub-1', 'hub-4']);
    hub.detach(lobby);
    await notifier.publish({ type: 'match.event', matchId: 'M1' });
    expect(lobby.received).toHaveLength(3);
    expect(hub.size()).toBe(2);
  });

  it('re-reads the members once per burst of lobby changes and closes the streams of those who left', async () => {
    const { notifier, hub, activeMembers } = setUp(['alice']);
    const alice = fakeStream('alice', { lobbyId: 'L1' });
    const bob = fakeStream('bob', { lobbyId: 'L1' });
    hub.attach(alice, undefined);
    hub.attach(bob, undefined);
    for (let i = 0; i < 5; i++) await notifier.publish({ type: 'lobby.changed', lobbyId: 'L1' });
    await notifier.publish({ type: 'lobby.changed', lobbyId: 'L-without-streams' });
    expect(bob.received.filter((n) => n.type === 'lobby.changed')).toHaveLength(5);
    expect(activeMembers).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MEMBER_CHECK_DELAY_MS);
    expect(activeMembers).toHaveBeenCalledExactlyOnceWith('L1');
    expect(bob.closed).toBe(true);
    expect(alice.closed).toBe(false);
  });

  it('ends every stream and stops listening when closed', async () => {
    const { notifier, hub, activeMembers } = setUp();
    const alice = fakeStream('alice', { lobbyId: 'L1' });
    hub.attach(alice, undefined);
    await notifier.publish({ type: 'lobby.changed', lobbyId: 'L1' });
    hub.close();
    expect(alice.closed).toBe(true);
    await notifier.publish({ type: 'lobbies.changed' });
    await vi.advanceTimersByTimeAsync(MEMBER_CHECK_DELAY_MS);
    expect(alice.received.map((n) => n.type)).toEqual(['ready', 'lobby.changed']);
    expect(activeMembers).not.toHaveBeenCalled();
  });
});
