import { describe, expect, it } from 'vitest';
import { createMatchAs } from '../../../test/kits/create-match-as';
import { createTestWorld } from '../../../test/world';

type Round = { halfNumber: number; roundNumber: number; startMinute: number; endMinute: number | null };
type Odd = { eventType: string; betType: string; threshold: number; odds: number };

describe('match set-up in one action', () => {
  const world = createTestWorld({ seed: true });
  const { call } = world.as('admin');
  const newMatch = () => createMatchAs(world.as('admin'));

  it('sets up 5 rounds of 9 minutes per half by default, the last of each half open-ended', async () => {
    const { match } = await newMatch();
    const res = await call('POST', `/api/admin/match/${match._id}/set-up-rounds`, {});
    expect(res.statusCode).toBe(200);
    const rounds = res.json().data.matchRounds as Round[];
    expect(rounds.map((r) => [r.halfNumber, r.roundNumber, r.startMinute, r.endMinute])).toEqual([
      [1, 1, 0, 9],
      [1, 2, 9, 18],
      [1, 3, 18, 27],
      [1, 4, 27, 36],
      [1, 5, 36, null],
      [2, 6, 0, 9],
      [2, 7, 9, 18],
      [2, 8, 18, 27],
      [2, 9, 27, 36],
      [2, 10, 36, null],
    ]);
    const again = await call('POST', `/api/admin/match/${match._id}/set-up-rounds`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Half 1 already has rounds: delete them to set up the rounds again');
  });

  it('sets up N rounds of M minutes, adding a half the match lacks, and names a bad field', async () => {
    const { match, halfs } = await newMatch();
    expect((await call('DELETE', `/api/admin/match-half/${halfs[1]!._id}`)).statusCode).toBe(204);
    const res = await call('POST', `/api/admin/match/${match._id}/set-up-rounds`, {
      roundsPerHalf: 3,
      minutesPerRound: 15,
    });
    expect(res.statusCode).toBe(200);
    const rounds = res.json().data.matchRounds as Round[];
    expect(rounds.map((r) => `${r.halfNumber}:${r.startMinute}-${r.endMinute}`)).toEqual([
      '1:0-15',
      '1:15-30',
      '1:30-null',
      '2:0-15',
      '2:15-30',
      '2:30-null',
    ]);
    const halves = (await call('GET', `/api/admin/match-half/match/${match._id}`)).json().data.matchHalfs;
    expect(halves.map((h: { halfNumber: number }) => h.halfNumber)).toEqual([1, 2]);
    const bad = await call('POST', `/api/admin/match/${match._id}/set-up-rounds`, { roundsPerHalf: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Rounds per half must be at least 1');
  });

  it('copies the odds another match has and this one lacks, with their event types', async () => {
    const from = await newMatch();
    const to = await newMatch();
    const odd = (matchId: string, eventType: string, betType: string, threshold: number, odds: number) =>
      call('POST', '/api/admin/game/create-odds', {
        matchId,
        eventType,
        betType,
        threshold,
        oddsValue: odds,
      });
    expect((await odd(from.match._id, 'Goal', 'over', 0.5, 1.8)).statusCode).toBe(200);
    expect((await odd(from.match._id, 'Foul', 'under', 2.5, 1.4)).statusCode).toBe(200);
    expect((await odd(to.match._id, 'Goal', 'over', 0.5, 3)).statusCode).toBe(200);
    const res = await call('POST', `/api/admin/match/${to.match._id}/copy-odds`, {
      fromMatchId: from.match._id,
    });
    expect(res.statusCode).toBe(200);
    const odds = res.json().data.odds as Odd[];
    expect(odds.map((o) => `${o.eventType} ${o.betType} ${o.threshold} @${o.odds}`).sort()).toEqual([
      'Foul under 2.5 @1.4',
      'Goal over 0.5 @3',
    ]);
    const types = (await call('GET', `/api/admin/match/${to.match._id}/event-types`)).json().data;
    expect(JSON.stringify(types)).toContain('Foul');
    const self = await call('POST', `/api/admin/match/${to.match._id}/copy-odds`, {
      fromMatchId: to.match._id,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('Choose another match to copy the odds from');
    const missing = await call('POST', `/api/admin/match/${to.match._id}/copy-odds`, {
      fromMatchId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });
});
