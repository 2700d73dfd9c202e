import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMatchAs } from '../../../test/kits/create-match-as';
import { insertPlayedBet } from '../../../test/kits/insert-played-bet';
import { createTestWorld } from '../../../test/world';
import { matchRounds, odds } from '../../db/schema';

type Row = { roundNumber: number; startMinute: number; endMinute: number | null };

/** Rounds of a half never overlap, and round numbers follow time (game-rules 2). */
describe('where a round may go', () => {
  const world = createTestWorld({ seed: true });
  const { call } = world.as('admin');
  const addRound = (halfId: string, roundNumber: number, startMinute: number, endMinute?: number | null) =>
    call('POST', '/api/admin/game/create-round', { halfId, roundNumber, startMinute, endMinute });
  const refusal = async (res: ReturnType<typeof call>) => {
    const answer = await res;
    return [answer.statusCode, answer.json().error];
  };
  const roundsOf = async (matchId: string) =>
    (await call('GET', `/api/admin/matchRound/match/${matchId}`))
      .json()
      .data.matchRounds.map((r: Row & { half: string }) => [r.roundNumber, r.startMinute, r.endMinute]);
  /** A match with rounds 1 (0-10) and 2 (20-30) in half 1 and 3 (0-10) in half 2. */
  const gappedMatch = async () => {
    const { match, halfs } = await createMatchAs(world.as('admin'));
    for (const [half, number, start, end] of [
      [0, 1, 0, 10],
      [0, 2, 20, 30],
      [1, 3, 0, 10],
    ] as const) {
      expect((await addRound(halfs[half]!._id, number, start, end)).statusCode).toBe(200);
    }
    return { matchId: match._id, halfs };
  };

  it('refuses a round after the open-ended last round of a half, naming the round it overlaps', async () => {
    const { match, halfs } = await createMatchAs(world.as('admin'));
    expect((await call('POST', `/api/admin/match/${match._id}/set-up-rounds`, {})).statusCode).toBe(200);
    expect(await refusal(addRound(halfs[0]!._id, 11, 45, 55))).toEqual([
      400,
      'Round 11 (minutes 45 to 55) overlaps round 5 (minute 36 to the end of the half) in this half',
    ]);
    expect(await refusal(addRound(halfs[0]!._id, 6, 45, 55))).toEqual([
      400,
      'Round 6 (minutes 45 to 55) overlaps round 5 (minute 36 to the end of the half) in this half',
    ]);
    const rounds = await world.app.db.select().from(matchRounds).where(eq(matchRounds.matchId, match._id));
    const fourth = rounds.find((r) => r.roundNumber === 4)!;
    expect(await refusal(call('PUT', `/api/admin/match-round/${fourth.id}`, { endMinute: 40 }))).toEqual([
      400,
      'Round 4 (minutes 27 to 40) overlaps round 5 (minute 36 to the end of the half) in this half',
    ]);
    // nothing moved: the half's rounds are as set up
    expect((await roundsOf(match._id)).slice(0, 5)).toEqual([
      [1, 0, 9],
      [2, 9, 18],
      [3, 18, 27],
      [4, 27, 36],
      [5, 36, null],
    ]);
  });

  it('numbers a round added in a gap in time order, moving the later rounds up', async () => {
    const { matchId, halfs } = await gappedMatch();
    const added = await addRound(halfs[0]!._id, 2, 10, 20);
    expect(added.statusCode).toBe(200);
    expect(added.json().data.round).toMatchObject({ roundNumber: 2, startMinute: 10, endMinute: 20 });
    expect(await roundsOf(matchId)).toEqual([
      [1, 0, 10],
      [2, 10, 20],
      [3, 20, 30],
      [4, 0, 10],
    ]);
  });

  it('refuses a number out of time order, and a number another round holds', async () => {
    const { halfs } = await gappedMatch();
    expect(await refusal(addRound(halfs[0]!._id, 4, 10, 20))).toEqual([
      400,
      'Round numbers follow time: round 4 would start before round 2',
    ]);
    expect(await refusal(addRound(halfs[1]!._id, 1, 20, 30))).toEqual([
      409,
      'Round 1 already exists for this match',
    ]);
  });

  it('never renumbers a round players have bet on: the round goes after it or not at all', async () => {
    const { matchId, halfs } = await gappedMatch();
    const [odd] = await world.app.db
      .insert(odds)
      .values({
        matchId,
        eventType: 'Goal',
        betType: 'over',
        threshold: 0.5,
        odds: 1.8,
        name: 'Goal over 0.5',
      })
      .returning();
    const rounds = await world.app.db.select().from(matchRounds).where(eq(matchRounds.matchId, matchId));
    const third = rounds.find((r) => r.roundNumber === 3)!;
    await insertPlayedBet(world, { matchId, roundId: third.id, oddId: odd!.id });
    expect(await refusal(addRound(halfs[0]!._id, 2, 10, 20))).toEqual([
      409,
      'Round 3 has bets on it, so no round can be added before it',
    ]);
    expect(await roundsOf(matchId)).toEqual([
      [1, 0, 10],
      [2, 20, 30],
      [3, 0, 10],
    ]);
    expect((await addRound(halfs[1]!._id, 4, 10, 20)).statusCode).toBe(200);
  });
});
