import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPlayedBet } from '../../../test/kits/insert-played-bet';
import { createTestWorld, type Method, type TestUser } from '../../../test/world';
import { auditLog, matches } from '../../db/schema';

describe('admin matches', () => {
  const world = createTestWorld({ seed: true });
  let admin: TestUser;
  beforeAll(async () => {
    admin = await world.user({ role: 'admin' });
  });

  const call = (method: Method, url: string, payload?: object) => world.as(admin).call(method, url, payload);

  const createMatch = async (
    body: object = { homeTeam: 'Home Team', awayTeam: 'Away Team', status: 'scheduled' },
  ) => {
    const res = await call('POST', '/api/admin/game/create-match', body);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('creates a match with two upcoming halves and the built-in event types', async () => {
    const { match, halfs, odds } = await createMatch();
    expect(match).toMatchObject({
      homeTeam: 'Home Team',
      awayTeam: 'Away Team',
      status: 'scheduled',
      teams: [{ name: 'Home Team' }, { name: 'Away Team' }],
    });
    expect(halfs.map((h: { halfNumber: number; status: string }) => [h.halfNumber, h.status])).toEqual([
      [1, 'upcoming'],
      [2, 'upcoming'],
    ]);
    expect(match.halves).toEqual(halfs.map((h: { _id: string }) => h._id));
    expect(odds).toEqual([]);
    const types = await call('GET', `/api/admin/match/${match._id}/event-types`);
    expect(types.json().data.eventTypes.map((t: { name: string }) => t.name)).toEqual([
      'Goal',
      'Throw',
      'Corner',
      'Shot',
      'Card',
      'Free-Kick',
      'Goal-Kick',
      'Penalty',
      'Offside',
    ]);
    const [audit] = await world.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'match'), eq(auditLog.entityId, match._id)));
    expect(audit).toMatchObject({ actorId: admin.id, action: 'create' });
  });

  it('requires homeTeam and awayTeam, and a known status', async () => {
    const missing = await call('POST', '/api/admin/game/create-match', { awayTeam: 'B' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('body.homeTeam: Home team is required');
    const blank = await call('POST', '/api/admin/match', { homeTeam: 'A', awayTeam: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toContain('body.awayTeam: Away team is required');
    const status = await call('POST', '/api/admin/game/create-match', {
      homeTeam: 'A',
      awayTeam: 'B',
      status: 'paused',
    });
    expect(status.statusCode).toBe(400);
    expect(status.json().error).toMatch(/^body\.status: must be one of scheduled/);
  });

  it('saves the match form: fields and the odds list, creating temp_ odds and updating saved ones', async () => {
    const { match } = await createMatch();
    const first = await call('PUT', `/api/admin/match/${match._id}`, {
      ...match,
      homeTeam: 'Rovers',
      status: 'upcoming',
      odds: [
        { _id: 'temp_1', eventType: 'Goal', betType: 'over', threshold: 0.5, odds: 1.8 },
        { _id: 'temp_2', eventType: 'corner', betType: 'under', threshold: 1.5, odds: 1.6 },
      ],
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json().data;
    expect(saved.match).toMatchObject({ homeTeam: 'Rovers', awayTeam: 'Away Team', status: 'upcoming' });
    expect(saved.odds).toHaveLength(2);
    const corner = saved.odds.find((o: { eventType: string }) => o.eventType === 'Corner');
    expect(corner).toMatchObject({ name: 'Corner under 1.5', odds: 1.6 });

    const second = await call('POST', `/api/admin/match/${match._id}`, {
      homeTeam: 'Rovers',
      awayTeam: 'City',
      status: 'upcoming',
      odds: [{ _id: corner._id, eventType: 'Corner', betType: 'under', threshold: 2.5, odds: 1.4 }],
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.odds).toHaveLength(2);
    const detail = await call('GET', `/api/admin/match/${match._id}`);
    expect(detail.json().data).toMatchObject({ _id: match._id, awayTeam: 'City' });
    expect(detail.json().data.odds.find((o: { _id: string }) => o._id === corner._id)).toMatchObject({
      threshold: 2.5,
      odds: 1.4,
    });
  });

  it('refuses an odds list entry that breaks a rule, saving nothing', async () => {
    const { match } = await createMatch();
    const res = await call('PUT', `/api/admin/match/${match._id}`, {
      homeTeam: 'Changed',
      awayTeam: 'B',
      odds: [{ eventType: 'Goal', betType: 'over', threshold: 0.5, odds: 0.9 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('body.odds.0.odds: Odds value must be at least 1');
    const unknownType = await call('PUT', `/api/admin/match/${match._id}`, {
      homeTeam: 'Changed',
      awayTeam: 'B',
      odds: [{ eventType: 'Nope', betType: 'over', threshold: 0.5, odds: 2 }],
    });
    expect(unknownType.statusCode).toBe(400);
    expect((await call('GET', `/api/admin/match/${match._id}`)).json().data.homeTeam).toBe('Home Team');
  });

  it('lists matches newest first and answers 404 for an unknown or malformed id with 400', async () => {
    const { match } = await createMatch({ homeTeam: 'Newest', awayTeam: 'Match' });
    const list = await call('GET', '/api/admin/match');
    expect(list.json().data[0]).toMatchObject({ _id: match._id, homeTeam: 'Newest' });
    expect((await call('GET', '/api/admin/match/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await call('GET', '/api/admin/match/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/^params\.id/);
  });

  it('deletes an unplayed match for good, and only marks a played one deleted', async () => {
    const { match: unplayed } = await createMatch();
    expect((await call('DELETE', `/api/admin/match/${unplayed._id}`)).statusCode).toBe(204);
    expect(await world.app.db.select().from(matches).where(eq(matches.id, unplayed._id))).toEqual([]);

    const { match: played, halfs } = await createMatch();
    const round = (
      await call('POST', '/api/admin/game/create-round', {
        halfId: halfs[0]._id,
        roundNumber: 1,
        startMinute: 0,
        endMinute: 9,
      })
    ).json().data.round;
    const odd = (
      await call('POST', '/api/admin/game/create-odds', {
        matchId: played._id,
        eventType: 'Goal',
        betType: 'over',
        threshold: 0.5,
        oddsValue: 2,
      })
    ).json().data.odds;
    await insertPlayedBet(world, { matchId: played._id, roundId: round._id, oddId: odd._id });
    expect((await call('DELETE', `/api/admin/match/${played._id}`)).statusCode).toBe(204);
    const [row] = await world.app.db.select().from(matches).where(eq(matches.id, played._id));
    expect(row?.deletedAt).not.toBeNull();
    const list = (await call('GET', '/api/admin/match')).json().data as { _id: string }[];
    expect(list.map((m) => m._id)).not.toContain(played._id);
    expect((await call('GET', `/api/admin/match/${played._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/match/${played._id}`)).statusCode).toBe(404);
  });
});
