import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chipsOf, createEngineWorld, insertPlayers, ledgerOf } from '../../../test/kits/engine-world';
import { insertLobbyUser } from '../../../test/world';
import { auditLog, bets, matches, matchHalves, matchRounds } from '../../db/schema';
import { ledgerMismatches } from '../ledger';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1, 0);
const minute = (m: number, start = KICK_OFF) => start + m * 60_000;

describe('a whole match on the game clock', () => {
  const world = createEngineWorld();
  let lobbyId: string;
  let a: string;
  let b: string;
  let c: string;
  const chips = () => Promise.all([a, b, c].map((user) => chipsOf(world.app, lobbyId, user)));
  const roundStatuses = async () =>
    (
      await world.app.db
        .select({ n: matchRounds.roundNumber, status: matchRounds.status })
        .from(matchRounds)
        .where(eq(matchRounds.matchId, world.match.id))
        .orderBy(matchRounds.roundNumber)
    ).map((r) => r.status);

  beforeAll(async () => {
    const { lobby, players } = await insertPlayers(world, world.match.id, 3);
    lobbyId = lobby.id;
    [a, b, c] = players.map((p) => p.id) as [string, string, string];
    const spectator = await world.user();
    await insertLobbyUser(world.app.db, lobbyId, spectator.id, 'spectator');
    const [r1, , , r4] = world.rounds;
    await world.bet({
      lobbyId,
      userId: a,
      roundId: r1!.id,
      odd: world.odd('Goal', 'over'),
      stake: 10,
    });
    await world.bet({
      lobbyId,
      userId: a,
      roundId: r4!.id,
      odd: world.odd('Corner', 'over'),
      stake: 10,
    });
    await world.bet({
      lobbyId,
      userId: b,
      roundId: r1!.id,
      odd: world.odd('Goal', 'under'),
      stake: 20,
    });
  });

  it('starts the first half at the next full minute, once', async () => {
    const res = await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.half).toMatchObject({
      halfNumber: 1,
      status: 'active',
      startTime: new Date(KICK_OFF).toISOString(),
    });
    const again = await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('The first half can start only if it is neither active nor finished');
    const [match] = await world.app.db.select().from(matches).where(eq(matches.id, world.match.id));
    expect(match!.status).toBe('active');
  });

  it('runs rounds, penalties and settlement from the clock', async () => {
    world.clock.set(KICK_OFF);
    await world.app.engine.tick();
    expect(await roundStatuses()).toEqual(['active', ...Array(9).fill('upcoming')]);
    // C had no bet when betting on round 1 closed at kick-off; spectators are never charged
    expect(await chips()).toEqual([80, 80, 95]);

    world.clock.set(minute(3));
    const goal = await world.call('POST', '/api/admin/event', { match: world.match.id, eventType: 'goal' });
    expect(goal.statusCode).toBe(200);
    expect(goal.json().data.event).toMatchObject({
      eventType: 'Goal',
      timeStamp: new Date(minute(3)).toISOString(),
    });

    world.clock.set(minute(9));
    await world.app.engine.tick();
    expect((await roundStatuses()).slice(0, 3)).toEqual(['finished', 'active', 'upcoming']);
    // round 2's betting closed at 80 % of round 1 (minute 7.2): everyone without a bet pays 5; A won 18
    expect(await chips()).toEqual([93, 75, 90]);
    const statistics = await world.call('GET', `/api/app/game/event-statistics/${world.match.id}`);
    expect(statistics.json().data.statistics).toEqual({ Goal: { 1: 1 } });
  });

  it('re-settles a finished round when an event of it is deleted or added', async () => {
    const events = (await world.call('GET', `/api/admin/event?matchId=${world.match.id}`)).json().data.events;
    expect(events).toHaveLength(1);
    const deleted = await world.call('DELETE', `/api/admin/event/delete-event/${events[0]._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await chips()).toEqual([75, 115, 90]);
    const again = await world.call('DELETE', `/api/admin/event/delete-event/${events[0]._id}`);
    expect(again.statusCode).toBe(404);

    const late = await world.call('POST', '/api/admin/event', {
      match: world.match.id,
      eventType: 'Goal',
      timeStamp: new Date(minute(4)).toISOString(),
    });
    expect(late.statusCode).toBe(200);
    expect(await chips()).toEqual([93, 75, 90]);
    expect(await ledgerOf(world.app, lobbyId, a)).toEqual(
      expect.arrayContaining([
        { kind: 'payout', delta: 18, version: 1 },
        { kind: 'reversal', delta: -18, version: 2 },
        { kind: 'payout', delta: 18, version: 3 },
      ]),
    );
    const audits = await world.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'round'), eq(auditLog.entityId, world.rounds[0]!.id)));
    expect(audits.map((row) => (row.detail as { correction?: string }).correction).filter(Boolean)).toEqual([
      'event deleted',
      'event added',
    ]);
  });

  it('ends a half: the round cut short finishes, rounds never started are voided and refunded', async () => {
    world.clock.set(minute(20));
    const res = await world.call('POST', '/api/admin/game/end-half', {
      matchId: world.match.id,
      halfNumber: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.half).toMatchObject({
      status: 'finished',
      endTime: new Date(minute(20)).toISOString(),
    });
    expect((await roundStatuses()).slice(0, 5)).toEqual(['finished', 'finished', 'finished', 'void', 'void']);
    await world.app.engine.tick();
    // A's stake on round 4 came back; round 3's betting had closed at minute 16.2
    expect(await chips()).toEqual([98, 70, 85]);
    const update = await world.call('POST', '/api/admin/game/update-rounds', { halfId: world.halves[0]!.id });
    expect(update.statusCode).toBe(409);
  });

  it('plays the second half and completes the match when it ends', async () => {
    const res = await world.call('POST', '/api/admin/game/start-half-2', { matchId: world.match.id });
    expect(res.statusCode).toBe(200);
    const secondHalf = minute(21);
    const r6 = world.rounds[5]!;
    await world.bet({
      lobbyId,
      userId: b,
      roundId: r6.id,
      odd: world.odd('Corner', 'over'),
      stake: 10,
    });
    world.clock.set(secondHalf);
    await world.app.engine.tick();
    expect(await chips()).toEqual([93, 60, 80]);
    const rounds = await world.call('POST', '/api/admin/game/update-rounds', { halfId: world.halves[1]!.id });
    expect(rounds.json().data.rounds.map((r: { status: string }) => r.status)).toEqual([
      'active',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);

    world.clock.set(minute(2, secondHalf));
    expect(
      (await world.call('POST', '/api/admin/event', { match: world.match.id, eventType: 'Corner' }))
        .statusCode,
    ).toBe(200);
    world.clock.set(minute(5, secondHalf));
    const end = await world.call('POST', '/api/admin/game/end-half', {
      matchId: world.match.id,
      halfNumber: 2,
    });
    expect(end.statusCode).toBe(200);
    await world.app.engine.tick();

    // the half ended at 5', before round 6's end at 9': its Corner bet was priced for 9 minutes, so
    // it is void and its stake comes back (game-rules 16), whatever the corner at 2'
    expect(await chips()).toEqual([93, 70, 80]);
    expect(await roundStatuses()).toEqual([
      ...['finished', 'finished', 'finished', 'void', 'void'],
      ...['finished', 'void', 'void', 'void', 'void'],
    ]);
    const [match] = await world.app.db.select().from(matches).where(eq(matches.id, world.match.id));
    expect(match!.status).toBe('completed');
    const halves = await world.app.db
      .select()
      .from(matchHalves)
      .where(eq(matchHalves.matchId, world.match.id));
    expect(halves.every((h) => h.status === 'finished')).toBe(true);
    const allBets = await world.app.db.select().from(bets).where(eq(bets.lobbyId, lobbyId));
    expect(allBets.map((bet) => bet.status).sort()).toEqual(['void', 'void', 'won', 'lost'].sort());
    const statistics = await world.call('GET', `/api/app/game/event-statistics/${world.match.id}`);
    expect(statistics.json().data.statistics).toEqual({ Goal: { 1: 1 }, Corner: { 6: 1 } });
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });
});
