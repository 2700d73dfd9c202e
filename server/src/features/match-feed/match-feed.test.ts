import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, insertMatch, insertMatchEventTypes, type TestUser } from '../../../test/world';
import { matches } from '../../db/schema';

describe('player-side match reads', () => {
  const world = createTestWorld();
  let player: TestUser;
  let live: Awaited<ReturnType<typeof insertMatch>>;
  let done: Awaited<ReturnType<typeof insertMatch>>;
  let gone: Awaited<ReturnType<typeof insertMatch>>;
  const get = (url: string, headers: Record<string, string> = player.headers) =>
    world.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    player = await world.user();
    live = await insertMatch(world.app.db);
    await insertMatchEventTypes(world.app.db, live.match.id, ['Goal', 'Corner', 'Shot']);
    done = await insertMatch(world.app.db);
    gone = await insertMatch(world.app.db);
    await world.app.db.update(matches).set({ status: 'completed' }).where(eq(matches.id, done.match.id));
    await world.app.db.update(matches).set({ deletedAt: new Date() }).where(eq(matches.id, gone.match.id));
  });

  it('lists matches that are neither completed nor deleted, with their halves', async () => {
    const res = await get('/api/app/match');
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.matches.map((m: { _id: string }) => m._id);
    expect(ids).toContain(live.match.id);
    expect(ids).not.toContain(done.match.id);
    expect(ids).not.toContain(gone.match.id);
    const mine = res.json().data.matches.find((m: { _id: string }) => m._id === live.match.id);
    expect(mine).toMatchObject({ homeTeam: 'Home FC', awayTeam: 'Away United', status: 'scheduled' });
    expect(mine.halves.map((h: { halfNumber: number; status: string }) => [h.halfNumber, h.status])).toEqual([
      [1, 'upcoming'],
      [2, 'upcoming'],
    ]);
    // the rounds, for the game settings dialog's rules text
    expect(
      mine.rounds.map((r: { halfNumber: number; roundNumber: number }) => [r.halfNumber, r.roundNumber]),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => [n <= 5 ? 1 : 2, n]));
    expect(mine.rounds[0]).toEqual({ halfNumber: 1, roundNumber: 1, startMinute: 0, endMinute: 9 });
  });

  it('never offers a match no one has set up: it needs halves, and a kick-off, a round or a started half', async () => {
    const admin = world.as(await world.user({ role: 'admin' }));
    const offered = async () =>
      (await get('/api/app/match')).json().data.matches.map((m: { _id: string }) => m._id) as string[];
    const made = await admin.call('POST', '/api/admin/game/create-match', {
      homeTeam: 'Home Team',
      awayTeam: 'Away Team',
      status: 'scheduled',
    });
    const { match, halfs } = made.json().data as { match: { _id: string }; halfs: { _id: string }[] };
    expect(await offered()).not.toContain(match._id);

    const round = { halfId: halfs[0]!._id, roundNumber: 1, startMinute: 0 };
    expect((await admin.call('POST', '/api/admin/game/create-round', round)).statusCode).toBe(200);
    expect(await offered()).toContain(match._id);

    const kickOff = await admin.call('POST', '/api/admin/game/create-match', {
      homeTeam: 'Riverside Rovers',
      awayTeam: 'Harbour City',
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(await offered()).toContain(kickOff.json().data.match._id);

    const noHalves = await insertMatch(world.app.db, { halves: 0 });
    await world.app.db
      .update(matches)
      .set({ scheduledAt: new Date(Date.now() + 3_600_000) })
      .where(eq(matches.id, noHalves.match.id));
    expect(await offered()).not.toContain(noHalves.match.id);
  });

  it("reads a match's odds and halves", async () => {
    const odds = await get(`/api/app/odds/match/${live.match.id}`);
    expect(odds.statusCode).toBe(200);
    expect(odds.json().data.odds).toHaveLength(4);
    const halves = await get(`/api/app/match-half/match/${live.match.id}`);
    expect(halves.json().data.matchHalfs.map((h: { halfNumber: number }) => h.halfNumber)).toEqual([1, 2]);
  });

  it("sends the match's event types in the order the admin set, after every reorder", async () => {
    const admin = await world.user({ role: 'admin' });
    const order = async () => (await get(`/api/app/odds/match/${live.match.id}`)).json().data.eventTypeOrder;
    expect(await order()).toEqual(['Goal', 'Corner', 'Shot']);
    const reorder = await world
      .as(admin)
      .call('PUT', `/api/admin/match/${live.match.id}/event-types/reorder`, {
        eventTypeOrder: ['Shot', 'Goal'],
      });
    expect(reorder.statusCode).toBe(200);
    expect(await order()).toEqual(['Shot', 'Goal', 'Corner']);
  });

  it('answers 404 for a deleted match, 400 for a bad id and 401 without a session', async () => {
    expect((await get(`/api/app/odds/match/${gone.match.id}`)).statusCode).toBe(404);
    const bad = await get('/api/app/match-half/match/xyz');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('matchId');
    expect((await get('/api/app/match', {})).statusCode).toBe(401);
  });
});
