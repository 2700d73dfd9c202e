import type { PushMessage } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chipsOf, createEngineWorld, insertPlayers } from '../../../test/kits/engine-world';
import { bets, matchRounds } from '../../db/schema';
import { ledgerMismatches } from '../ledger';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1, 0);
const minute = (m: number) => KICK_OFF + m * 60_000;

describe('game control and event recording', () => {
  const world = createEngineWorld();
  // notices travel through LISTEN/NOTIFY on PostgreSQL, so the tests wait for them with expect.poll
  const notices: PushMessage[] = [];
  const start = (half: 1 | 2) =>
    world.call('POST', `/api/admin/game/start-half-${half}`, { matchId: world.match.id });
  const event = (body: object) => world.call('POST', '/api/admin/event', { match: world.match.id, ...body });
  const refusal = async (res: Promise<{ statusCode: number; json(): { error: string } }>) => {
    const answer = await res;
    return [answer.statusCode, answer.json().error];
  };
  beforeAll(async () => {
    world.app.notifier.subscribe((message) => notices.push(message));
  });

  it('refuses half transitions in the wrong state with a 409 naming the rule', async () => {
    expect(await refusal(start(2))).toEqual([
      409,
      'The second half can start only when the first half is active or finished',
    ]);
    expect(
      await refusal(
        world.call('POST', '/api/admin/game/end-half', { matchId: world.match.id, halfNumber: 1 }),
      ),
    ).toEqual([409, 'Only an active half can be ended']);
    expect(
      await refusal(world.call('POST', '/api/admin/game/update-rounds', { halfId: world.halves[0]!.id })),
    ).toEqual([409, 'Rounds can be updated only while their half is active']);
    expect((await start(1)).statusCode).toBe(200);
    expect(await refusal(start(1))).toEqual([
      409,
      'The first half can start only if it is neither active nor finished',
    ]);
    await expect.poll(() => notices).toContainEqual({ type: 'match.changed', matchId: world.match.id });
  });

  it('refuses an event outside a half that has started, or of a type the match does not have', async () => {
    expect(await refusal(event({ eventType: 'Goal' }))).toEqual([
      400,
      'timeStamp: must lie within a half of this match that has started',
    ]);
    world.clock.set(minute(1));
    expect(await refusal(event({ eventType: 'Offside' }))).toEqual([
      400,
      'eventType: Offside is not configured for this match',
    ]);
    const future = new Date(minute(30)).toISOString();
    expect(await refusal(event({ eventType: 'Goal', timeStamp: future }))).toEqual([
      400,
      'timeStamp: must not be in the future',
    ]);
    expect((await event({ eventType: 'Goal', timeStamp: minute(-5) })).statusCode).toBe(400);
    expect((await event({ eventType: 'Goal', timeStamp: 'soon' })).statusCode).toBe(400);
    expect((await event({ eventType: 'Goal', timeStamp: minute(0.5) })).statusCode).toBe(200);
    await expect.poll(() => notices).toContainEqual({ type: 'match.event', matchId: world.match.id });
  });

  it('runs a tick on manual trigger', async () => {
    const res = await world.call('POST', '/api/admin/game/manual-trigger', {});
    expect(res.json().data).toEqual({ serverTime: new Date(minute(1)).toISOString() });
    const [round] = await world.app.db
      .select()
      .from(matchRounds)
      .where(eq(matchRounds.id, world.rounds[0]!.id));
    expect(round!.status).toBe('active');
  });

  it('ends the match: every half ends, rounds never played are voided and their stakes refunded', async () => {
    const { lobby, players } = await insertPlayers(world, world.match.id, 1);
    const player = players[0]!.id;
    const later = world.rounds[7]!;
    await world.bet({
      lobbyId: lobby.id,
      userId: player,
      roundId: later.id,
      odd: world.odd('Goal', 'over'),
      stake: 30,
    });
    expect(await chipsOf(world.app, lobby.id, player)).toBe(70);
    world.clock.set(minute(5));
    const res = await world.call('POST', '/api/admin/game/end-match', { matchId: world.match.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.match).toEqual({ _id: world.match.id, status: 'completed' });
    expect(res.json().data.halfs.map((h: { status: string }) => h.status)).toEqual(['finished', 'finished']);
    const statuses = await world.app.db
      .select({ status: matchRounds.status })
      .from(matchRounds)
      .where(eq(matchRounds.matchId, world.match.id))
      .orderBy(matchRounds.roundNumber);
    expect(statuses.map((r) => r.status)).toEqual(['finished', ...Array(9).fill('void')]);
    const [bet] = await world.app.db.select().from(bets).where(eq(bets.roundId, later.id));
    expect(bet).toMatchObject({ status: 'void', payout: 30 });
    expect(await chipsOf(world.app, lobby.id, player)).toBe(100);
    await expect
      .poll(() => notices)
      .toContainEqual({ type: 'round.settled', matchId: world.match.id, roundId: later.id });
    await expect.poll(() => notices).toContainEqual({ type: 'lobby.changed', lobbyId: lobby.id });

    expect(await refusal(start(1))).toEqual([409, 'A completed match cannot be started again']);
    expect(
      await refusal(world.call('POST', '/api/admin/game/end-match', { matchId: world.match.id })),
    ).toEqual([409, 'This match has already ended']);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });
});
