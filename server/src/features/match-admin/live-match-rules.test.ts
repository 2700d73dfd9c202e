import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMatchAs } from '../../../test/kits/create-match-as';
import { createEngineWorld, insertPlayers, TEST_START } from '../../../test/kits/engine-world';
import { insertMatch } from '../../../test/world';
import { matches, matchHalves, matchRounds } from '../../db/schema';

const KICK_OFF = TEST_START + 30_000;
const minute = (m: number) => KICK_OFF + m * 60_000;

describe('the server refuses what breaks a live match', () => {
  const world = createEngineWorld();
  const refusal = async (res: Promise<{ statusCode: number; json(): { error: string } }>) => {
    const answer = await res;
    return [answer.statusCode, answer.json().error];
  };
  const start = (half: 1 | 2, matchId = world.match.id) =>
    world.call('POST', `/api/admin/game/start-half-${half}`, { matchId });
  const roundStatuses = async () =>
    (await world.app.db.select().from(matchRounds).where(eq(matchRounds.matchId, world.match.id)))
      .sort((a, b) => a.roundNumber - b.roundNumber)
      .map((round) => round.status);
  const matchStatus = async (id: string) =>
    (await world.app.db.select().from(matches).where(eq(matches.id, id)))[0]!.status;

  it('keeps the second half from starting while the first is about to kick off or running', async () => {
    expect((await start(1)).statusCode).toBe(200);
    const refused = [409, 'End the first half before the second half starts'];
    expect(await refusal(start(2))).toEqual(refused);
    world.clock.set(minute(1));
    await world.app.engine.tick();
    expect(await refusal(start(2))).toEqual(refused);
    expect((await roundStatuses()).slice(0, 2)).toEqual(['active', 'upcoming']);
  });

  it('refuses to delete a half or a round that has started, and keeps the rest deletable', async () => {
    expect(await refusal(world.call('DELETE', `/api/admin/match-half/${world.halves[0]!.id}`))).toEqual([
      409,
      'The first half has started, so it cannot be deleted',
    ]);
    expect(await refusal(world.call('DELETE', `/api/admin/match-round/${world.rounds[0]!.id}`))).toEqual([
      409,
      'Round 1 has started, so it cannot be deleted',
    ]);
    const upcoming = await world.call('DELETE', `/api/admin/match-round/${world.rounds[9]!.id}`);
    expect(upcoming.statusCode).toBe(204);
  });

  it('refuses to delete a round of a started half from the moment the clock reaches it, before any tick', async () => {
    const { match, halves, rounds } = await insertMatch(world.app.db);
    expect((await start(1, match.id)).statusCode).toBe(200);
    const [half] = await world.app.db.select().from(matchHalves).where(eq(matchHalves.id, halves[0]!.id));
    const kickOff = half!.startTime!.getTime();
    expect(kickOff).toBeGreaterThan(world.clock.now().getTime());
    const deleteRound = (index: number) =>
      world.call('DELETE', `/api/admin/match-round/${rounds[index]!.id}`);
    expect(await refusal(deleteRound(0))).toEqual([409, 'Round 1 has started, so it cannot be deleted']);
    expect(await refusal(world.call('DELETE', `/api/admin/match-half/${halves[0]!.id}`))).toEqual([
      409,
      'The first half has started, so it cannot be deleted',
    ]);
    expect((await deleteRound(1)).statusCode).toBe(204);

    world.clock.set(kickOff + 18 * 60_000);
    expect(await refusal(deleteRound(2))).toEqual([409, 'Round 3 has started, so it cannot be deleted']);
    expect((await deleteRound(3)).statusCode).toBe(204);
    expect(
      (await world.app.db.select().from(matchRounds).where(eq(matchRounds.matchId, match.id))).map(
        (round) => [round.roundNumber, round.status],
      ),
    ).toContainEqual([3, 'upcoming']);
  });

  it('refuses a round that overlaps another of its half, naming both', async () => {
    const halfId = world.halves[1]!.id;
    const overlapping = world.call('POST', '/api/admin/game/create-round', {
      halfId,
      roundNumber: 10,
      startMinute: 30,
      endMinute: 40,
    });
    expect(await refusal(overlapping)).toEqual([
      400,
      'Round 10 (minutes 30 to 40) overlaps round 9 (minutes 27 to 36) in this half',
    ]);
    const moved = world.call('PUT', `/api/admin/match-round/${world.rounds[6]!.id}`, { startMinute: 3 });
    expect(await refusal(moved)).toEqual([
      400,
      'Round 7 (minutes 3 to 18) overlaps round 6 (minutes 0 to 9) in this half',
    ]);
    const fits = await world.call('POST', '/api/admin/game/create-round', {
      halfId,
      roundNumber: 10,
      startMinute: 36,
    });
    expect(fits.statusCode).toBe(200);
  });

  it('ignores the status the form sends for a started match', async () => {
    const saved = await world.call('PUT', `/api/admin/match/${world.match.id}`, {
      homeTeam: 'Home FC',
      awayTeam: 'Away United',
      status: 'scheduled',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.match.status).toBe('active');
    expect(await matchStatus(world.match.id)).toBe('active');
  });

  it('refuses to delete a live match that has lobbies until End Match', async () => {
    await insertPlayers(world, world.match.id, 1);
    expect(await refusal(world.call('DELETE', `/api/admin/match/${world.match.id}`))).toEqual([
      409,
      'This match is live in lobbies: press End Match first, then delete it',
    ]);
    expect(
      (await world.call('POST', '/api/admin/game/end-match', { matchId: world.match.id })).statusCode,
    ).toBe(200);
    expect((await world.call('DELETE', `/api/admin/match/${world.match.id}`)).statusCode).toBe(204);
  });

  it('completes a match when its last half with rounds ends, whatever halves without rounds it has', async () => {
    const { match, halfs } = await createMatchAs(world.as(world.admin));
    const round = await world.call('POST', '/api/admin/game/create-round', {
      halfId: halfs[0]!._id,
      roundNumber: 1,
      startMinute: 0,
    });
    expect(round.statusCode).toBe(200);
    const extra = await world.call('POST', '/api/admin/game/create-half', {
      matchId: match._id,
      halfNumber: 3,
    });
    expect(extra.statusCode).toBe(200);
    expect((await start(1, match._id)).statusCode).toBe(200);
    world.clock.set(minute(5));
    const end = await world.call('POST', '/api/admin/game/end-half', { matchId: match._id, halfNumber: 1 });
    expect(end.statusCode).toBe(200);
    expect(await matchStatus(match._id)).toBe('completed');
  });

  it('lets the form set the status of a match that has not started', async () => {
    const { match } = await createMatchAs(world.as(world.admin));
    const saved = await world.call('PUT', `/api/admin/match/${match._id}`, {
      homeTeam: 'A',
      awayTeam: 'B',
      status: 'upcoming',
    });
    expect(saved.json().data.match.status).toBe('upcoming');
  });
});
