import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngineWorld } from '../../../test/kits/engine-world';
import { createTestWorld, type TestUser } from '../../../test/world';
import { openDatabase } from '../../db/database';
import { pgErrorCode } from '../../db/pg-error';
import { lobbies, matches } from '../../db/schema';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1, 0);
const minute = (m: number, start = KICK_OFF) => start + m * 60_000;

describe.runIf(process.env.TEST_DATABASE_URL)('a league lobby finished by two server instances', () => {
  const world = createEngineWorld();
  const second = createTestWorld({
    clock: world.clock,
    database: () =>
      openDatabase({ databaseUrl: world.app.database.pool!.options.connectionString!, dataDir: 'memory://' }),
  });
  const tickErrors: unknown[] = [];
  let owner: TestUser;
  let friend: TestUser;
  let leagueId: string;
  let lobbyId: string;

  const tickBoth = async () => {
    const results = await Promise.allSettled([world.app.engine.tick(), second.app.engine.tick()]);
    for (const result of results) if (result.status === 'rejected') tickErrors.push(result.reason);
  };
  /** The same admin call sent to both instances at once: one does it, the other finds it done. */
  const endHalfOnBoth = async (halfNumber: number) => {
    const answers = await Promise.all(
      [world.app, second.app].map((app) =>
        app.inject({
          method: 'POST',
          url: '/api/admin/game/end-half',
          payload: { matchId: world.match.id, halfNumber },
          headers: world.admin.headers,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  };

  beforeAll(async () => {
    owner = await world.user();
    friend = await world.user();
    const league = await world.as(owner).call('POST', '/api/app/league', { name: 'Two Clocks' });
    expect(league.statusCode, league.body).toBe(200);
    leagueId = league.json().data.league._id;
    const joined = await world
      .as(friend)
      .call('POST', '/api/app/league/join', { inviteCode: league.json().data.league.inviteCode });
    expect(joined.statusCode, joined.body).toBe(200);

    const made = await world
      .as(owner)
      .call('POST', '/api/app/game/create-lobby', { matchId: world.match.id, leagueId });
    expect(made.statusCode, made.body).toBe(200);
    lobbyId = made.json().data.lobby._id;
    const entered = await world
      .as(friend)
      .call('POST', '/api/app/game/join-lobby', { lobbyCode: made.json().data.lobby.lobbyCode });
    expect(entered.statusCode, entered.body).toBe(200);
    // the friend's winning bet on round 1 puts them first; their starting chips came with the join
    await world.bet({
      lobbyId,
      userId: friend.id,
      roundId: world.rounds[0]!.id,
      odd: world.odd('Goal', 'over'),
      stake: 10,
      startingChips: 0,
    });
  });

  it('counts the lobby once in the standings while both clocks finish it', async () => {
    expect(
      (await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id })).statusCode,
    ).toBe(200);
    for (let m = 0; m <= 12; m++) {
      world.clock.set(minute(m));
      if (m === 3) {
        const goal = await world.call('POST', '/api/admin/event', {
          match: world.match.id,
          eventType: 'Goal',
        });
        expect(goal.statusCode).toBe(200);
      }
      await tickBoth();
    }
    await endHalfOnBoth(1);
    await tickBoth();

    expect(
      (await world.call('POST', '/api/admin/game/start-half-2', { matchId: world.match.id })).statusCode,
    ).toBe(200);
    const secondHalf = minute(14);
    for (let m = 0; m <= 5; m++) {
      world.clock.set(minute(m, secondHalf));
      await tickBoth();
    }
    await endHalfOnBoth(2);
    // both clocks reach the finishing step in the same ticks
    for (let i = 0; i < 4; i++) await tickBoth();

    // a lost deadlock is the only failure allowed: its transaction rolled back and a later tick redid it
    expect(tickErrors.filter((err) => pgErrorCode(err) !== '40P01')).toEqual([]);
    const [match] = await world.app.db.select().from(matches).where(eq(matches.id, world.match.id));
    expect(match!.status).toBe('completed');
    const [lobby] = await world.app.db.select().from(lobbies).where(eq(lobbies.id, lobbyId));
    expect(lobby!.status).toBe('finished');

    for (const app of [world.app, second.app]) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/app/league/${leagueId}`,
        headers: owner.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.results).toHaveLength(1);
      expect(data.results[0].lobbyId).toBe(lobbyId);
      expect(data.lobbies).toEqual([expect.objectContaining({ _id: lobbyId, status: 'finished' })]);
      expect(data.standings).toEqual([
        expect.objectContaining({
          user: expect.objectContaining({ _id: friend.id }),
          rank: 1,
          played: 1,
          wins: 1,
          points: 5,
          form: [1],
        }),
        expect.objectContaining({
          user: expect.objectContaining({ _id: owner.id }),
          rank: 2,
          played: 1,
          wins: 0,
          points: 3,
          form: [2],
        }),
      ]);
    }
  });
});
