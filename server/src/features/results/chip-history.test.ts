import { randomUUID } from 'node:crypto';
import type { ChipHistoryOutput } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { atMinute, createBettingWorld } from '../../../test/kits/betting-world';
import { chipsOf } from '../../../test/kits/engine-world';
import type { TestUser } from '../../../test/world';
import { chipLedger } from '../../db/schema';

describe('GET game/chip-history', () => {
  const w = createBettingWorld({ enableBetChipCards: false });
  let a: TestUser;
  let b: TestUser;
  let spectator: TestUser;
  const round = (n: number) => w.rounds[n - 1]!.id;
  const history = async (user: TestUser): Promise<ChipHistoryOutput> => {
    const res = await w.get(user, `/api/app/game/chip-history/${w.lobby.id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const bet = async (user: TestUser, roundNumber: number, oddsId: string, stake: number) => {
    const res = await w.placeBet(user, { roundId: round(roundNumber), oddsId, stake });
    expect(res.statusCode, res.body).toBe(200);
  };
  const byPlayer = (data: ChipHistoryOutput) =>
    Object.fromEntries(data.players.map((p) => [p.user._id, [p.start, ...p.balances]]));

  beforeAll(async () => {
    a = await w.member();
    b = await w.member(150);
    spectator = await w.member(0, 'spectator');
  });

  it('starts with each player at their starting chips and no round, spectators left out', async () => {
    const data = await history(spectator);
    expect(data.rounds).toEqual([]);
    expect(byPlayer(data)).toEqual({ [a.id]: [100], [b.id]: [150] });
    expect(data.players.find((p) => p.user._id === a.id)!.user).toEqual({
      _id: a.id,
      username: expect.any(String),
      name: a.name,
      avatarUrl: null,
    });
  });

  it('adds a point when a round is settled, and counts a later round only once it is settled', async () => {
    await bet(a, 1, w.odd('Goal', 'over').id, 20);
    await bet(b, 1, w.odd('Goal', 'under').id, 30);
    await w.startHalf(1);
    w.clock.set(atMinute(1));
    await w.app.engine.tick();
    await bet(a, 2, w.odd('Corner', 'under').id, 10);
    w.clock.set(atMinute(3));
    expect(
      (await w.call('POST', '/api/admin/event', { match: w.match.id, eventType: 'Goal' })).statusCode,
    ).toBe(200);
    w.clock.set(atMinute(10));
    await w.app.engine.tick();
    const data = await history(a);
    expect(data.rounds).toEqual([{ roundId: round(1), roundNumber: 1 }]);
    // a: -20 + floor(1.8 * 20); b lost 30; a's stake on round 2 waits for round 2
    expect(byPlayer(data)).toEqual({ [a.id]: [100, 116], [b.id]: [150, 120] });
    expect(await chipsOf(w.app, w.lobby.id, a.id)).toBe(106);
  });

  it('ends, once the match is settled, at each player balance and ledger sum', async () => {
    expect(
      (await w.call('POST', '/api/admin/game/end-half', { matchId: w.match.id, halfNumber: 1 })).statusCode,
    ).toBe(200);
    await w.app.engine.tick();
    await w.startHalf(2);
    w.clock.set(atMinute(11));
    await w.app.engine.tick();
    w.clock.set(atMinute(12));
    expect(
      (await w.call('POST', '/api/admin/event', { match: w.match.id, eventType: 'Corner' })).statusCode,
    ).toBe(200);
    expect(
      (await w.call('POST', '/api/admin/game/end-half', { matchId: w.match.id, halfNumber: 2 })).statusCode,
    ).toBe(200);
    await w.app.engine.tick();
    const data = await history(b);
    const ledger = await w.app.db.select().from(chipLedger).where(eq(chipLedger.lobbyId, w.lobby.id));
    for (const player of data.players) {
      const sum = ledger.filter((row) => row.userId === player.user._id).reduce((t, row) => t + row.delta, 0);
      expect(player.balances.at(-1)).toBe(sum);
      expect(player.balances.at(-1)).toBe(await chipsOf(w.app, w.lobby.id, player.user._id));
    }
    // rounds 3 to 5 and 7 to 10 never ran (each half ended early): void, so no point of their own
    expect(data.rounds.map((r) => r.roundNumber)).toEqual([1, 2, 6]);
    // a: round 2's 10 on no corner came back, void (the half ended at 10', before its end at 18');
    // both missed round 6's bet: a penalty of 5
    expect(byPlayer(data)).toEqual({ [a.id]: [100, 116, 116, 111], [b.id]: [150, 120, 115, 110] });
  });

  it('answers 403 to a user outside the lobby, 404 for an unknown lobby and 400 for a bad id', async () => {
    const outsider = await w.user();
    const refused = await w.get(outsider, `/api/app/game/chip-history/${w.lobby.id}`);
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'You are not a member of this lobby']);
    expect((await w.get(a, `/api/app/game/chip-history/${randomUUID()}`)).statusCode).toBe(404);
    const bad = await w.get(a, '/api/app/game/chip-history/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('lobbyId');
    const anonymous = await w.app.inject({ method: 'GET', url: `/api/app/game/chip-history/${w.lobby.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
