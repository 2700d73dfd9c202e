import type { AddressInfo } from 'node:net';
import type { StreamNotice } from '@kickchips/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atMinute, createBettingWorld } from '../../../test/kits/betting-world';
import { TEST_START } from '../../../test/kits/engine-world';
import { openTestStream, type TestStream } from '../../../test/kits/open-test-stream';
import type { Method, TestUser } from '../../../test/world';
import { lobbies, lobbyUsers } from '../../db/schema';
import { ledgerMismatches } from '../ledger';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Member = {
  user: { _id: string };
  chips: number;
  ledgerSum: number;
  isHost: boolean;
  removedAt: string | null;
};

describe('admin oversight: lobbies, chat moderation, suspension, abandoning a match, the audit log', () => {
  const w = createBettingWorld();
  let a: TestUser;
  let b: TestUser;
  let c: TestUser;
  let stream: TestStream | undefined;

  const admin = (method: Method, url: string, payload?: object) => w.call(method, url, payload);
  const detail = async () => {
    const res = await admin('GET', `/api/admin/lobby/${w.lobby.id}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const joinedAt = (user: TestUser, at: number) =>
    w.app.db
      .update(lobbyUsers)
      .set({ joinedAt: new Date(at) })
      .where(and(eq(lobbyUsers.lobbyId, w.lobby.id), eq(lobbyUsers.userId, user.id)));
  const login = (user: TestUser) =>
    w.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });

  beforeAll(async () => {
    a = await w.member();
    b = await w.member();
    c = await w.member();
    await joinedAt(a, TEST_START - 180_000);
    await joinedAt(b, TEST_START - 120_000);
    await joinedAt(c, TEST_START - 60_000);
    await w.app.db.update(lobbies).set({ hostUserId: a.id }).where(eq(lobbies.id, w.lobby.id));
    await w.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => stream?.close());

  it('refuses players (403) on every route, and answers unknown ids with 404', async () => {
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/lobby'],
      ['GET', `/api/admin/lobby/${w.lobby.id}`],
      ['DELETE', `/api/admin/chat/${UNKNOWN}`],
      ['POST', `/api/admin/lobby/${w.lobby.id}/remove-member`, { userId: b.id }],
      ['POST', `/api/admin/user/${b.id}/suspend`],
      ['POST', `/api/admin/user/${b.id}/unsuspend`],
      ['POST', '/api/admin/game/abandon-match', { matchId: w.match.id }],
      ['GET', '/api/admin/audit'],
    ];
    for (const [method, url, body] of routes) {
      const res = await w.as(a).call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, body] of [
      ['GET', `/api/admin/lobby/${UNKNOWN}`],
      ['DELETE', `/api/admin/chat/${UNKNOWN}`],
      ['POST', `/api/admin/lobby/${UNKNOWN}/remove-member`, { userId: b.id }],
      ['POST', `/api/admin/lobby/${w.lobby.id}/remove-member`, { userId: UNKNOWN }],
      ['POST', `/api/admin/user/${UNKNOWN}/suspend`],
      ['POST', `/api/admin/user/${UNKNOWN}/unsuspend`],
      ['POST', '/api/admin/game/abandon-match', { matchId: UNKNOWN }],
    ] as [Method, string, object?][]) {
      const res = await admin(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const bad = await admin('GET', '/api/admin/lobby?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('page');
  });

  it('lists every lobby, private ones too, with search and paging, and shows one in full', async () => {
    const list = await admin('GET', `/api/admin/lobby?matchId=${w.match.id}&q=${w.lobby.code.toLowerCase()}`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json().data).toEqual([
      expect.objectContaining({
        _id: w.lobby.id,
        lobbyCode: w.lobby.code,
        host: { _id: a.id, username: expect.any(String) },
        players: 3,
        spectators: 0,
        status: 'waiting',
      }),
    ]);
    expect((await admin('GET', '/api/admin/lobby?q=no-such-lobby%25')).json().data).toEqual([]);

    await w.startHalf(1);
    w.clock.set(TEST_START + 1000);
    expect((await w.placeBet(a, { roundId: w.rounds[0]!.id, stake: 10 })).statusCode).toBe(200);
    expect((await w.placeBet(b, { roundId: w.rounds[0]!.id, stake: 20 })).statusCode).toBe(200);
    const full = await detail();
    expect(full.lobby.gameSettings).toBeDefined();
    expect(full.members.map((m: Member) => m.user._id)).toEqual([a.id, b.id, c.id]);
    expect(full.members.map((m: Member) => m.chips)).toEqual([90, 80, 100]);
    for (const m of full.members as Member[]) expect(m.ledgerSum).toBe(m.chips);
    const betOf = (user: TestUser) =>
      full.bets.find((x: { user: { _id: string } }) => x.user._id === user.id);
    expect(full.bets).toHaveLength(2);
    expect(betOf(a)).toMatchObject({ roundNumber: 1, stake: 10, status: 'pending', payout: 0, card: null });
    expect(betOf(b)).toMatchObject({ roundNumber: 1, stake: 20, status: 'pending', payout: 0 });
  });

  it("removes a chat message from every player's chat at once, pushed, and audits it", async () => {
    const send = (user: TestUser, message: string) =>
      w.as(user).call('POST', '/api/app/chat/send', { lobbyId: w.lobby.id, message });
    const rude = (await send(a, 'something rude')).json().data.message;
    await send(b, 'good game');
    const ticket = (await w.as(b).call('POST', '/api/app/stream/ticket')).json().data.ticket;
    const base = `http://127.0.0.1:${(w.app.server.address() as AddressInfo).port}`;
    stream = await openTestStream(base, { ticket, lobbyId: w.lobby.id });
    await stream.next((n: StreamNotice) => n.type === 'ready');
    const from = stream.events.length;

    const removed = await admin('DELETE', `/api/admin/chat/${rude._id}`);
    expect(removed.statusCode).toBe(204);
    await stream.next((n) => n.type === 'chat.message' && n.lobbyId === w.lobby.id, { from });

    const since = String(Date.parse(rude.createdAt) - 1);
    const next = await w.as(b).call('GET', `/api/app/chat/messages?lobbyId=${w.lobby.id}&t=${since}`);
    expect(next.json().data.messages.map((m: { message: string }) => m.message)).toEqual(['good game']);
    expect(next.json().data.removed).toEqual([rude._id]);
    const all = await w.as(c).call('GET', `/api/app/chat/messages?lobbyId=${w.lobby.id}`);
    expect(all.json().data.messages.map((m: { message: string }) => m.message)).toEqual(['good game']);
    const adminChat = (await detail()).chat;
    expect(adminChat).toHaveLength(2);
    expect(adminChat.find((m: { _id: string }) => m._id === rude._id)).toMatchObject({
      _id: rude._id,
      message: 'something rude',
      removedAt: expect.any(String),
    });
    expect((await admin('DELETE', `/api/admin/chat/${rude._id}`)).statusCode).toBe(204);

    const audit = await admin('GET', '/api/admin/audit?entity=chat-message');
    expect(audit.json().data).toEqual([
      expect.objectContaining({
        action: 'remove',
        entityId: rude._id,
        actor: expect.objectContaining({ _id: w.admin.id }),
      }),
    ]);
  });

  it('removes the host: hosting goes to the earliest-joined player, they cannot rejoin, their bet settles', async () => {
    const res = await admin('POST', `/api/admin/lobby/${w.lobby.id}/remove-member`, { userId: a.id });
    expect(res.statusCode).toBe(200);
    const members: Member[] = res.json().data.members;
    expect(members.find((m) => m.user._id === a.id)?.removedAt).toEqual(expect.any(String));
    expect(members.find((m) => m.isHost)?.user._id).toBe(b.id);
    expect(res.json().data.lobby.players).toBe(2);

    const join = await w.as(a).call('POST', '/api/app/game/join-lobby', { lobbyCode: w.lobby.code });
    expect(join.statusCode).toBe(403);
    expect(join.json().error).toBe('An admin removed you from this lobby');
    const told = (await w.as(a).call('GET', '/api/app/notifications')).json().data;
    expect(told.notifications[0].data).toEqual({
      kind: 'lobby.removed',
      lobbyId: w.lobby.id,
      lobbyCode: w.lobby.code,
      by: 'admin',
    });
    const chat = await w.as(a).call('GET', `/api/app/chat/messages?lobbyId=${w.lobby.id}`);
    expect(chat.json().error).toBe('An admin removed you from this lobby');
    const bet = await w.placeBet(a, { roundId: w.rounds[1]!.id, stake: 10 });
    expect(bet.statusCode).toBe(403);

    w.clock.set(atMinute(9));
    await w.app.engine.tick();
    const full = await detail();
    const betOfA = full.bets.find((x: { user: { _id: string } }) => x.user._id === a.id);
    expect(betOfA.status).toBe('lost');
    for (const m of full.members as Member[]) expect(m.ledgerSum).toBe(m.chips);
  });

  it('suspends an account: its tokens answer 401, it cannot sign in (403) nor refresh; never oneself', async () => {
    const before = await w.as(c).call('GET', '/api/app/profile');
    expect(before.statusCode).toBe(200);
    const res = await admin('POST', `/api/admin/user/${c.id}/suspend`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: c.id, suspended: true });
    expect(
      (
        await w.app.inject({
          method: 'GET',
          url: '/api/app/profile',
          headers: { authorization: c.headers.authorization },
        })
      ).statusCode,
    ).toBe(401);
    const refresh = await w.app.inject({
      method: 'GET',
      url: '/api/auth/refresh',
      headers: { 'x-refresh-token': c.headers['x-refresh-token'] },
    });
    expect(refresh.statusCode).toBe(401);
    const signIn = await login(c);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).toBe('This account is suspended. Please contact the game admins.');
    const list = (await admin('GET', '/api/admin/user')).json().data;
    expect(list.find((u: { _id: string }) => u._id === c.id).suspended).toBe(true);

    const self = await admin('POST', `/api/admin/user/${w.admin.id}/suspend`);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe("You can't suspend your own account");

    expect((await admin('POST', `/api/admin/user/${c.id}/unsuspend`)).json().data.suspended).toBe(false);
    expect((await login(c)).statusCode).toBe(200);
    const audit = (await admin('GET', `/api/admin/audit?entity=user&actor=${w.admin.id}`)).json().data;
    expect(audit.slice(0, 2).map((e: { action: string }) => e.action)).toEqual(['unsuspend', 'suspend']);
  });

  it('abandons the match: open rounds voided and refunded, the match ends abandoned, standings from what was settled', async () => {
    // round 2 is in play; b bets on round 3
    expect((await w.placeBet(b, { roundId: w.rounds[2]!.id, stake: 15 })).statusCode).toBe(200);
    const chipsBefore = (await detail()).members.find((m: Member) => m.user._id === b.id).chips;
    const res = await admin('POST', '/api/admin/game/abandon-match', { matchId: w.match.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ match: { _id: w.match.id, abandoned: true }, refundedBets: 1 });
    expect(res.json().data.voidedRounds).toBe(w.rounds.length - 1);

    const full = await detail();
    expect(full.lobby.status).toBe('finished');
    expect(full.lobby.match.abandoned).toBe(true);
    const betOfB = full.bets.find((x: { roundNumber: number }) => x.roundNumber === 3);
    expect(betOfB).toMatchObject({ status: 'void', payout: 15 });
    expect(full.members.find((m: Member) => m.user._id === b.id).chips).toBe(chipsBefore + 15);
    for (const m of full.members as Member[]) expect(m.ledgerSum).toBe(m.chips);
    expect(await ledgerMismatches(w.app.db)).toEqual([]);

    const [lobby] = await w.app.db.select().from(lobbies).where(eq(lobbies.id, w.lobby.id));
    expect(lobby?.finalStandings).not.toBeNull();
    const details = await w.as(b).call('GET', `/api/app/game/lobby-details/${w.lobby.id}`);
    expect(details.json().data.match).toMatchObject({ status: 'completed', abandoned: true });
    const again = await admin('POST', '/api/admin/game/abandon-match', { matchId: w.match.id });
    expect(again.statusCode).toBe(409);
    const audit = (await admin('GET', '/api/admin/audit?entity=match')).json().data;
    expect(audit[0]).toMatchObject({ action: 'abandon', entityId: w.match.id });
  });
});
