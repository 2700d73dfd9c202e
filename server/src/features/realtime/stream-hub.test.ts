import type { LobbyDelta, StreamNotice } from '@kickchips/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalNotifier } from '../notices';
import { COALESCE_WINDOW_MS } from './notice-coalescer';
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
      const data = frame.text.split('\n').find((line) => line.startsWith('data: '));
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
    // the first at once, the four others as one when the window ends
    expect(bob.received.filter((n) => n.type === 'lobby.changed')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(COALESCE_WINDOW_MS);
    expect(bob.received.filter((n) => n.type === 'lobby.changed')).toHaveLength(2);
    expect(activeMembers).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MEMBER_CHECK_DELAY_MS);
    expect(activeMembers).toHaveBeenCalledExactlyOnceWith('L1');
    expect(bob.closed).toBe(true);
    expect(alice.closed).toBe(false);
  });

  const bet = (userId: string, chips: number, roundId = 'R1'): LobbyDelta => ({
    type: 'lobby.delta',
    lobbyId: 'L1',
    roundId,
    bets: [{ userId, chips, inPlay: 100 - chips, betsPlaced: 1 }],
    joined: [],
    left: [],
  });
  const left = (userId: string): LobbyDelta => ({
    ...bet(userId, 0),
    roundId: undefined,
    bets: [],
    left: [userId],
  });
  const deltas = (stream: FakeStream) =>
    stream.received.filter((n): n is LobbyDelta & { version: string } => n.type === 'lobby.delta');

  it("sends a lobby's bets as one delta per window, each bettor's latest numbers, versioned when sent", async () => {
    const { notifier, hub, activeMembers } = setUp();
    const alice = fakeStream('alice', { lobbyId: 'L1', matchId: 'M1' });
    hub.attach(alice, undefined);
    await notifier.publish(bet('u1', 90));
    expect(deltas(alice)).toHaveLength(1);
    for (let i = 0; i < 100; i++) await notifier.publish(bet(`u${i % 10}`, 80 - (i % 7)));
    await notifier.publish({ type: 'match.event', matchId: 'M1' });
    await notifier.publish({ type: 'match.event', matchId: 'M1' });
    expect(deltas(alice)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(COALESCE_WINDOW_MS);
    const [first, merged] = deltas(alice);
    expect(merged!.bets).toHaveLength(10);
    expect(merged!.bets.find((b) => b.userId === 'u9')!.chips).toBe(80 - (99 % 7));
    expect(alice.received.filter((n) => n.type === 'match.event')).toHaveLength(2);
    expect(alice.received.map((n) => n.version)).toEqual(['hub-0', 'hub-1', 'hub-2', 'hub-3', 'hub-4']);
    expect(first!.version).toBe('hub-1');
    expect(hub.stats()).toEqual({ sent: 4, coalesced: 99, resyncs: 0 });
    // a quiet window sends nothing, and the next notice goes at once
    await vi.advanceTimersByTimeAsync(COALESCE_WINDOW_MS * 3);
    await notifier.publish(bet('u1', 70));
    expect(deltas(alice)).toHaveLength(3);
    expect(activeMembers).not.toHaveBeenCalled();
  });

  it('replays merged notices to a stream that resumes, with the versions they went out with', async () => {
    const { notifier, hub } = setUp();
    const first = fakeStream('alice', { lobbyId: 'L1' });
    hub.attach(first, undefined);
    await notifier.publish(bet('u1', 90));
    const seen = first.received.at(-1)!.version;
    await notifier.publish(bet('u2', 90));
    await notifier.publish(bet('u3', 90));
    await vi.advanceTimersByTimeAsync(COALESCE_WINDOW_MS);
    const again = fakeStream('alice', { lobbyId: 'L1' });
    hub.attach(again, seen);
    expect(deltas(again)).toEqual(deltas(first).slice(1));
    expect(deltas(again)[0]!.bets.map((b) => b.userId)).toEqual(['u2', 'u3']);
  });

  it('sends a waiting delta of another round first, and closes the streams of members who left', async () => {
    const { notifier, hub, activeMembers } = setUp(['alice']);
    const alice = fakeStream('alice', { lobbyId: 'L1' });
    const bob = fakeStream('bob', { lobbyId: 'L1' });
    hub.attach(alice, undefined);
    hub.attach(bob, undefined);
    await notifier.publish(bet('u1', 90, 'R1'));
    await notifier.publish(bet('u2', 90, 'R1'));
    await notifier.publish(bet('u3', 90, 'R2'));
    expect(deltas(alice).map((d) => [d.roundId, d.bets.map((b) => b.userId)])).toEqual([
      ['R1', ['u1']],
      ['R1', ['u2']],
    ]);
    await notifier.publish(left('bob'));
    await vi.advanceTimersByTimeAsync(COALESCE_WINDOW_MS);
    expect(deltas(bob).at(-1)).toMatchObject({ roundId: 'R2', bets: [{ userId: 'u3' }], left: ['bob'] });
    await vi.advanceTimersByTimeAsync(MEMBER_CHECK_DELAY_MS);
    expect(activeMembers).toHaveBeenCalledExactlyOnceWith('L1');
    expect(bob.closed).toBe(true);
    expect(alice.closed).toBe(false);
  });

  it('sends the waiting delta of a lobby before a lobby.changed of it, so the read comes after', async () => {
    const { notifier, hub } = setUp();
    const alice = fakeStream('alice', { lobbyId: 'L1' });
    hub.attach(alice, undefined);
    await notifier.publish(bet('u1', 90));
    await notifier.publish(bet('u2', 80));
    await notifier.publish({ type: 'lobby.changed', lobbyId: 'L1' });
    expect(alice.received.map((n) => n.type)).toEqual([
      'ready',
      'lobby.delta',
      'lobby.delta',
      'lobby.changed',
    ]);
    expect(deltas(alice)[1]!.bets.map((b) => b.userId)).toEqual(['u2']);
    await vi.advanceTimersByTimeAsync(COALESCE_WINDOW_MS * 2);
    expect(alice.received).toHaveLength(4);
  });

  it('resyncs every stream when the notifier had lost its subscription, and refuses to resume from before', async () => {
    const { notifier, hub } = setUp();
    const alice = fakeStream('alice', { lobbyId: 'L1' });
    const home = fakeStream('bob', {});
    hub.attach(alice, undefined);
    hub.attach(home, undefined);
    await notifier.publish(bet('u1', 90));
    const before = alice.received.at(-1)!.version;
    await notifier.publish(bet('u2', 90));
    notifier.resubscribed();
    // what waited goes out first, then the resync
    expect(alice.received.map((n) => n.type)).toEqual(['ready', 'lobby.delta', 'lobby.delta', 'resync']);
    expect(home.received.map((n) => n.type)).toEqual(['ready', 'resync']);
    const gap = alice.received.at(-1)!.version;
    expect(hub.stats().resyncs).toBe(1);

    const late = fakeStream('alice', { lobbyId: 'L1' });
    hub.attach(late, before);
    expect(late.received.map((n) => n.type)).toEqual(['resync', 'ready']);
    await notifier.publish({ type: 'chat.message', lobbyId: 'L1' });
    const resumed = fakeStream('alice', { lobbyId: 'L1' });
    hub.attach(resumed, gap);
    expect(resumed.received.map((n) => n.type)).toEqual(['chat.message', 'ready']);
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
