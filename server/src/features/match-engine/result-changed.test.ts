import type { PushMessage } from '@kickchips/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { chipsOf, createEngineWorld, insertPlayers } from '../../../test/kits/engine-world';
import type { TestUser } from '../../../test/world';
import { matchEvents } from '../../db/schema';
import { advanceMatches } from './advance-matches';
import { settleRound } from './settle-round';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1, 0);

/** Two players of one lobby: Winnie bets 10 on over 0.5 goals (x1.8), Luke 20 on under (x2). */
describe('result changed: a correction tells each player whose bet it re-settled', () => {
  const world = createEngineWorld();
  let lobbyId: string;
  let winnie: TestUser;
  let luke: TestUser;
  let untouched: TestUser;
  const roundId = () => world.rounds[0]!.id;
  const notificationsOf = async (user: TestUser) =>
    (await world.as(user).call('GET', '/api/app/notifications')).json().data;

  beforeAll(async () => {
    const { lobby, players } = await insertPlayers(world, world.match.id, 3);
    lobbyId = lobby.id;
    [winnie, luke, untouched] = players as [TestUser, TestUser, TestUser];
    await world.bet({
      lobbyId,
      userId: winnie.id,
      roundId: roundId(),
      odd: world.odd('Goal', 'over'),
      stake: 10,
    });
    await world.bet({
      lobbyId,
      userId: luke.id,
      roundId: roundId(),
      odd: world.odd('Goal', 'under'),
      stake: 20,
    });
    await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id });
    world.clock.set(KICK_OFF + 60_000);
    await world.call('POST', '/api/admin/event', { match: world.match.id, eventType: 'Goal' });
    world.clock.set(KICK_OFF + 9 * 60_000);
    await advanceMatches(world.app.engine.context, world.clock.now());
    await settleRound(world.app.engine.context, roundId());
  });

  it('a first settlement notifies nobody', async () => {
    for (const user of [winnie, luke, untouched]) {
      expect((await notificationsOf(user)).notifications).toEqual([]);
    }
  });

  it('deleting the goal re-settles the round: each player is told the outcomes and the chips, once', async () => {
    const [goal] = await world.app.db
      .select({ id: matchEvents.id })
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, world.match.id), eq(matchEvents.eventType, 'Goal')));
    const spy = vi.spyOn(world.app.notices, 'publish');
    const res = await world.call('DELETE', `/api/admin/event/delete-event/${goal!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const published: PushMessage[] = spy.mock.calls.flatMap(([messages]) => [...messages]);
    spy.mockRestore();
    expect(published).toEqual(
      expect.arrayContaining([
        { type: 'user.notified', userId: winnie.id },
        { type: 'user.notified', userId: luke.id },
      ]),
    );
    expect(published).not.toContainEqual({ type: 'user.notified', userId: untouched.id });

    const forWinnie = await notificationsOf(winnie);
    expect(forWinnie.unread).toBe(1);
    expect(forWinnie.notifications[0].data).toEqual({
      kind: 'result.changed',
      lobbyId,
      roundNumber: 1,
      oldOutcome: 'WON',
      newOutcome: 'LOST',
      chips: -18,
    });
    expect((await notificationsOf(luke)).notifications.map((n: { data: unknown }) => n.data)).toEqual([
      { kind: 'result.changed', lobbyId, roundNumber: 1, oldOutcome: 'LOST', newOutcome: 'WON', chips: 40 },
    ]);
    expect(await chipsOf(world.app, lobbyId, winnie.id)).toBe(90);
    expect(await chipsOf(world.app, lobbyId, luke.id)).toBe(120);
    expect((await notificationsOf(untouched)).notifications).toEqual([]);

    // settling the same version again finds nothing to do and tells nobody twice
    expect(await settleRound(world.app.engine.context, roundId())).toBeNull();
    expect((await notificationsOf(winnie)).notifications).toHaveLength(1);
  });
});
