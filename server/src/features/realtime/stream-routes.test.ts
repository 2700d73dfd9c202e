import type { AddressInfo } from 'node:net';
import type { StreamNotice } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { atMinute, createBettingWorld } from '../../../test/kits/betting-world';
import { openTestStream, type TestStream } from '../../../test/kits/open-test-stream';
import { insertLobby, insertLobbyUser, insertMatch, type TestUser } from '../../../test/world';
import { lobbyUsers, users } from '../../db/schema';
import { signAccessToken } from '../auth';
import { signStreamTicket } from './stream-ticket';
import { ADMINS_ONLY_MATCH } from './stream-topics-for';
import { SESSION_ENDED, TICKET_EXPIRED, TICKET_INVALID, TICKET_MISSING } from './stream-user';

const is =
  <T extends StreamNotice['type']>(type: T, extra: Record<string, string> = {}) =>
  (notice: StreamNotice) =>
    notice.type === type &&
    Object.entries(extra).every(([k, v]) => (notice as Record<string, unknown>)[k] === v);

describe('GET /api/app/stream', () => {
  const w = createBettingWorld();
  let base: string;
  let player: TestUser;
  const open: TestStream[] = [];

  const ticketOf = async (user: TestUser) => {
    const res = await w.app.inject({ method: 'POST', url: '/api/app/stream/ticket', headers: user.headers });
    expect(res.statusCode).toBe(200);
    return res.json().data.ticket as string;
  };
  const stream = async (
    user: TestUser,
    query: Record<string, string | undefined> = {},
    headers: Record<string, string> = {},
  ) => {
    const s = await openTestStream(base, { ticket: await ticketOf(user), ...query }, headers);
    open.push(s);
    expect(s.status).toBe(200);
    await s.next(is('ready'));
    return s;
  };
  const refused = (query: Record<string, string>) =>
    w.app.inject({ method: 'GET', url: `/api/app/stream?${new URLSearchParams(query)}` });

  beforeAll(async () => {
    player = await w.member();
    await w.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(w.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const s of open) s.close();
  });

  it('gives a signed-in user a one-minute ticket, and nobody else one', async () => {
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/app/stream/ticket',
      headers: player.headers,
    });
    expect(res.json().data).toEqual({ ticket: expect.any(String), expiresIn: 60 });
    const anonymous = await w.app.inject({ method: 'POST', url: '/api/app/stream/ticket' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is described in the OpenAPI document and answers app.inject too', async () => {
    const doc = (await w.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/app/stream', '/api/app/stream/ticket']),
    );
    const res = await w.app.inject({
      method: 'GET',
      url: `/api/app/stream?ticket=${await ticketOf(player)}`,
      payloadAsStream: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    res.stream().destroy();
  });

  it('refuses a missing, forged, expired or access-token ticket with a 401, never a stream', async () => {
    const expired = await signStreamTicket(
      w.app.tokenKey,
      { userId: player.id, sessionVersion: 0 },
      Math.floor(Date.now() / 1000) - 120,
    );
    const accessToken = await signAccessToken(w.app.tokenKey, { id: player.id });
    const cases: [Record<string, string>, string][] = [
      [{}, TICKET_MISSING],
      [{ ticket: 'not-a-ticket' }, TICKET_INVALID],
      [{ ticket: `${(await ticketOf(player)).slice(0, -2)}xx` }, TICKET_INVALID],
      [{ ticket: expired }, TICKET_EXPIRED],
      [{ ticket: accessToken }, TICKET_INVALID],
    ];
    for (const [query, error] of cases) {
      const res = await refused(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ status: 401, error });
    }
    const real = await openTestStream(base, {});
    expect(real.status).toBe(401);
    expect(real.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('refuses the ticket of a session that has ended since', async () => {
    const user = await w.user();
    const ticket = await ticketOf(user);
    await w.app.db.update(users).set({ sessionVersion: 1 }).where(eq(users.id, user.id));
    w.app.sessionStates.forget(user.id);
    const res = await refused({ ticket });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(SESSION_ENDED);
  });

  it('keeps lobbies to their members and matches to admins, like REST', async () => {
    const stranger = await w.user();
    const ticket = await ticketOf(stranger);
    const otherLobby = await refused({ ticket, lobbyId: w.lobby.id });
    expect(otherLobby.statusCode).toBe(403);
    const noLobby = await refused({ ticket, lobbyId: '00000000-0000-4000-8000-000000000000' });
    expect(noLobby.statusCode).toBe(404);
    const match = await refused({ ticket, matchId: w.match.id });
    expect(match.statusCode).toBe(403);
    expect(match.json().error).toBe(ADMINS_ONLY_MATCH);
    const badId = await refused({ ticket, lobbyId: 'lobby-1' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toMatch(/lobbyId/);
    const badVersion = await refused({ ticket, lastEventId: 'yesterday' });
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().error).toMatch(/lastEventId/);
  });

  it('streams with SSE headers, a retry delay and a ready notice carrying the version', async () => {
    const s = await stream(player, { lobbyId: w.lobby.id });
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    expect(s.headers.get('x-content-type-options')).toBe('nosniff');
    const ready = s.events[0]!;
    expect(ready.notice).toEqual({ type: 'ready', version: expect.stringMatching(/^[0-9a-f]{12}-\d+$/) });
    expect(ready.id).toBe(ready.notice.version);
    s.close();
  });

  it("brings an event the admin records to the lobby's players, and the other lobby nothing of it", async () => {
    const otherMatch = await insertMatch(w.app.db);
    const outsider = await w.user();
    const otherLobby = await insertLobby(w.app.db, otherMatch.match.id, outsider.id);
    await insertLobbyUser(w.app.db, otherLobby.id, outsider.id);
    const mine = await stream(player, { lobbyId: w.lobby.id });
    const theirs = await stream(outsider, { lobbyId: otherLobby.id });
    const admin = await stream(w.admin, { matchId: w.match.id });

    await w.startHalf(1);
    w.clock.set(atMinute(1));
    const from = mine.events.length;
    const recordedAt = performance.now();
    const res = await w.call('POST', '/api/admin/event', { match: w.match.id, eventType: 'Goal' });
    expect(res.statusCode).toBe(200);
    const at = await mine.next(is('match.event', { matchId: w.match.id }), { from });
    console.info(
      `push latency, event recorded -> notice read: ${(performance.now() - recordedAt).toFixed(1)} ms`,
    );
    expect(mine.events[at]!.id).toBe(mine.events[at]!.notice.version);
    await admin.next(is('match.event', { matchId: w.match.id }));

    await w.app.notifier.publish({ type: 'lobby.changed', lobbyId: otherLobby.id });
    await w.app.notifier.publish({ type: 'lobbies.changed' });
    await mine.next(is('lobbies.changed'), { from });
    await theirs.next(is('lobbies.changed'));
    expect(mine.events.map((e) => e.notice.type)).not.toContain('lobby.changed');
    expect(theirs.events.map((e) => e.notice.type)).not.toContain('match.event');
    expect(theirs.events.map((e) => e.notice.type)).not.toContain('match.changed');
    expect(admin.events.map((e) => e.notice.type)).not.toContain('lobby.changed');
  });

  it('replays what a reconnecting stream missed after its Last-Event-ID, and only what concerns it', async () => {
    const first = await stream(player, { lobbyId: w.lobby.id });
    const seen = first.events.at(-1)!.id!;
    first.close();
    // on PostgreSQL the notices come back through LISTEN a moment later: reconnect once the last is in
    const lastArrived = new Promise<void>((resolve) => {
      const stop = w.app.notifier.subscribe((notice) => {
        if (notice.type !== 'lobby.changed') return;
        stop();
        resolve();
      });
    });
    await w.app.notifier.publish({ type: 'chat.message', lobbyId: w.lobby.id });
    await w.app.notifier.publish({ type: 'chat.message', lobbyId: '00000000-0000-4000-8000-000000000001' });
    await w.app.notifier.publish({ type: 'lobby.changed', lobbyId: w.lobby.id });
    await lastArrived;

    const again = await stream(player, { lobbyId: w.lobby.id }, { 'last-event-id': seen });
    expect(again.events.map((e) => e.notice.type)).toEqual(['chat.message', 'lobby.changed', 'ready']);
    const [chat, changed, ready] = again.events.map((e) => e.id!);
    expect(chat).not.toBe(changed);
    // ready carries the version the stream is at: that of the last notice
    expect(ready).toBe(changed);

    // a new EventSource cannot send the header: the same through ?lastEventId=
    const byQuery = await stream(player, { lobbyId: w.lobby.id, lastEventId: seen });
    expect(byQuery.events.map((e) => e.notice.type)).toEqual(['chat.message', 'lobby.changed', 'ready']);

    // the header (the browser's own reconnect) wins over the URL it reconnects to
    const latest = again.events.at(-1)!.id!;
    const both = await stream(
      player,
      { lobbyId: w.lobby.id, lastEventId: seen },
      { 'last-event-id': latest },
    );
    expect(both.events.map((e) => e.notice.type)).toEqual(['ready']);
  });

  it('answers a version it cannot resume from with a resync', async () => {
    for (const lastEventId of ['0123456789ab-3', 'zz-1', `${(await stream(player)).events[0]!.id}999`]) {
      const s = await stream(player, { lobbyId: w.lobby.id }, { 'last-event-id': lastEventId });
      expect(
        s.events.map((e) => e.notice.type),
        lastEventId,
      ).toEqual(['resync', 'ready']);
      expect(s.events[0]!.id).toBe(s.events[1]!.id);
    }
  });

  it('closes the stream of a member who left the lobby, and forgets streams whose client went', async () => {
    const leaver = await w.member();
    const before = w.app.pushStreams.size();
    const s = await stream(leaver, { lobbyId: w.lobby.id });
    expect(w.app.pushStreams.size()).toBe(before + 1);
    await w.app.db.update(lobbyUsers).set({ leftAt: new Date() }).where(eq(lobbyUsers.userId, leaver.id));
    await w.app.notifier.publish({ type: 'lobby.changed', lobbyId: w.lobby.id });
    await s.ended;
    await vi.waitFor(() => expect(w.app.pushStreams.size()).toBe(before));

    const gone = await stream(player, { lobbyId: w.lobby.id });
    expect(w.app.pushStreams.size()).toBe(before + 1);
    gone.close();
    await vi.waitFor(() => expect(w.app.pushStreams.size()).toBe(before));
  });

  // last: it closes the app
  it('ends open streams when the server closes instead of waiting for them', async () => {
    const s = await stream(player, { lobbyId: w.lobby.id });
    const closing = performance.now();
    await w.app.close();
    await s.ended;
    expect(performance.now() - closing).toBeLessThan(5000);
    expect(w.app.pushStreams.size()).toBe(0);
  });
});
