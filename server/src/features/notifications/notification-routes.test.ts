import type { PushMessage } from '@kickchips/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestWorld, insertMatch, type TestUser } from '../../../test/world';

const world = createTestWorld();
let match: Awaited<ReturnType<typeof insertMatch>>;

/** Calls as `user` and answers what the call published with what it answered. */
async function publishedBy(user: TestUser, method: 'GET' | 'POST', url: string, body?: unknown) {
  const spy = vi.spyOn(world.app.notices, 'publish');
  const res = await world.as(user).call(method, url, body);
  const published: PushMessage[] = spy.mock.calls.flatMap(([messages]) => [...messages]);
  spy.mockRestore();
  expect(res.statusCode, res.body).toBe(200);
  return { data: res.json().data, published };
}
const notificationsOf = async (user: TestUser) =>
  (await world.as(user).call('GET', '/api/app/notifications')).json().data;

beforeAll(async () => {
  match = await insertMatch(world.app.db);
});

describe('notifications', () => {
  it('tells a league owner who joined, and every other member of a new league lobby its code', async () => {
    const owner = await world.user({ name: 'Olive' });
    const friend = await world.user({ name: 'Fred' });
    const other = await world.user({ name: 'Nina' });
    const { data: created } = await publishedBy(owner, 'POST', '/api/app/league', { name: 'Friday Five' });
    const league = created.league;

    const joined = await publishedBy(friend, 'POST', '/api/app/league/join', {
      inviteCode: league.inviteCode,
    });
    expect(joined.published).toEqual([{ type: 'user.notified', userId: owner.id }]);
    await world.as(other).call('POST', '/api/app/league/join', { inviteCode: league.inviteCode });
    // joining again tells nobody
    expect(
      (await publishedBy(friend, 'POST', '/api/app/league/join', { inviteCode: league.inviteCode }))
        .published,
    ).toEqual([]);

    const ownerView = await notificationsOf(owner);
    expect(ownerView.unread).toBe(2);
    expect(ownerView.notifications.map((n: { data: { memberName: string } }) => n.data.memberName)).toEqual([
      'Nina',
      'Fred',
    ]);

    const lobby = await publishedBy(friend, 'POST', '/api/app/game/create-lobby', {
      matchId: match.match.id,
      leagueId: league._id,
    });
    expect(lobby.published).toEqual(
      expect.arrayContaining([
        { type: 'user.notified', userId: owner.id },
        { type: 'user.notified', userId: other.id },
      ]),
    );
    expect(lobby.published).not.toContainEqual({ type: 'user.notified', userId: friend.id });
    const [invite] = (await notificationsOf(other)).notifications;
    expect(invite.data).toEqual({
      kind: 'lobby.invited',
      lobbyId: lobby.data.lobby._id,
      lobbyCode: lobby.data.lobby.lobbyCode,
      byName: expect.any(String),
      leagueName: 'Friday Five',
    });
    expect(invite.readAt).toBeNull();
  });

  it('marks the named notifications read, or all of them, and tells the other tabs', async () => {
    const owner = await world.user();
    const { data } = await publishedBy(owner, 'POST', '/api/app/league', { name: 'Read Club' });
    for (let i = 0; i < 3; i++) {
      const joiner = await world.user();
      await world.as(joiner).call('POST', '/api/app/league/join', { inviteCode: data.league.inviteCode });
    }
    const [newest] = (await notificationsOf(owner)).notifications;
    const one = await publishedBy(owner, 'POST', '/api/app/notifications/read', { ids: [newest._id] });
    expect(one.data.unread).toBe(2);
    expect(one.published).toEqual([{ type: 'user.notified', userId: owner.id }]);
    expect((await notificationsOf(owner)).notifications[0].readAt).not.toBeNull();
    expect((await publishedBy(owner, 'POST', '/api/app/notifications/read', {})).data.unread).toBe(0);

    const bad = await world.as(owner).call('POST', '/api/app/notifications/read', { ids: ['x'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/ids/);
  });

  it('shows nobody else their notifications', async () => {
    const stranger = await world.user();
    expect(await notificationsOf(stranger)).toEqual({ notifications: [], unread: 0 });
  });
});
