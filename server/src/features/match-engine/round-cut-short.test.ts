import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chipsOf, createEngineWorld, insertPlayers, TEST_START } from '../../../test/kits/engine-world';
import { bets, chipLedger, matchEvents, matchRounds, roundPrices } from '../../db/schema';
import { ledgerMismatches } from '../ledger';

const KICK_OFF = TEST_START + 30_000;
const minute = (m: number) => new Date(KICK_OFF + m * 60_000);
const REASON = "Void: the half ended at 45+2', before this round's end";

/**
 * A round cut short by the end of its half (game-rules 16): the half ends at 47' of a 40-50 round,
 * so the lines priced for the ten minutes are void, stakes back, and a line priced for no more
 * than the round lasted settles as usual.
 */
describe('a round cut short by the end of its half', () => {
  const world = createEngineWorld();
  let lobbyId: string;
  let players: Awaited<ReturnType<typeof insertPlayers>>['players'];
  let roundId: string;
  const betOf = async (userId: string) =>
    (
      await world.app.db
        .select()
        .from(bets)
        .where(and(eq(bets.userId, userId), eq(bets.roundId, roundId)))
    )[0]!;

  beforeAll(async () => {
    // round 5 gives up its last minutes to a 40-50 round, which takes number 6 in time order
    const shortened = await world.call('PUT', `/api/admin/match-round/${world.rounds[4]!.id}`, {
      endMinute: 40,
    });
    expect(shortened.statusCode).toBe(200);
    const added = await world.call('POST', '/api/admin/game/create-round', {
      halfId: world.halves[0]!.id,
      roundNumber: 6,
      startMinute: 40,
      endMinute: 50,
    });
    expect(added.statusCode).toBe(200);
    roundId = added.json().data.round._id;
    // no penalties for the rounds they left out, so that chips move only with these bets
    const placed = await insertPlayers(world, world.match.id, 3, { inactivityPenalty: 0 });
    lobbyId = placed.lobby.id;
    players = placed.players;
    const goalOver = world.odd('Goal', 'over');
    const cornerOver = world.odd('Corner', 'over');
    // the game priced Goal OVER for the round as planned and Corner OVER for a round ending at 47;
    // Goal UNDER has no price of the game's for the round (the admin's): the round as planned counts
    await world.app.db.insert(roundPrices).values([
      { roundId, oddId: goalOver.id, odds: goalOver.odds, chance: 0.5, endMinute: 50 },
      { roundId, oddId: cornerOver.id, odds: cornerOver.odds, chance: 0.5, endMinute: 47 },
    ]);
    const lines = [goalOver, world.odd('Goal', 'under'), cornerOver];
    for (const [i, odd] of lines.entries()) {
      await world.bet({ lobbyId, userId: players[i]!.id, roundId, odd, stake: 10, startingChips: 0 });
    }
    expect(
      (await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id })).statusCode,
    ).toBe(200);
    await world.app.db
      .insert(matchEvents)
      .values({ matchId: world.match.id, eventType: 'Corner', team: 'home', timeStamp: minute(42) });
    world.clock.set(minute(47).getTime());
    const ended = await world.call('POST', '/api/admin/game/end-half', {
      matchId: world.match.id,
      halfNumber: 1,
    });
    expect(ended.statusCode).toBe(200);
  });

  it('voids the lines priced for more minutes than the round lasted, with the reason, stakes back', async () => {
    const goalOver = await betOf(players[0]!.id);
    const goalUnder = await betOf(players[1]!.id);
    const cornerOver = await betOf(players[2]!.id);
    expect([goalOver, goalUnder, cornerOver].map((b) => [b.status, b.payout, b.voidReason])).toEqual([
      ['void', 10, REASON],
      ['void', 10, REASON],
      ['won', 18, null],
    ]);
    const refunds = await world.app.db
      .select({ betId: chipLedger.betId, delta: chipLedger.delta })
      .from(chipLedger)
      .where(and(eq(chipLedger.kind, 'refund'), eq(chipLedger.roundId, roundId)));
    expect(refunds.sort((a, b) => a.betId!.localeCompare(b.betId!))).toEqual(
      [goalOver, goalUnder]
        .map((b) => ({ betId: b.id, delta: 10 }))
        .sort((a, b) => a.betId.localeCompare(b.betId)),
    );
    expect(await Promise.all(players.map((p) => chipsOf(world.app, lobbyId, p.id)))).toEqual([100, 100, 108]);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });

  it("gives the player the reason in their bets' read", async () => {
    const res = await world.as(players[0]!).call('GET', `/api/app/user-bet/all?lobbyId=${lobbyId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.bets).toMatchObject([{ status: 'void', voidReason: REASON, payout: 10 }]);
    const won = await world.as(players[2]!).call('GET', `/api/app/user-bet/all?lobbyId=${lobbyId}`);
    expect(won.json().data.bets[0]).not.toHaveProperty('voidReason');
  });

  it('keeps its void bets void, with no second refund, when a correction settles the round again', async () => {
    // a corner recorded late at 44' settles the round again: Corner OVER still wins, the void bets stay void
    const corrected = await world.call('POST', '/api/admin/event', {
      match: world.match.id,
      eventType: 'Corner',
      team: 'away',
      timeStamp: minute(44).toISOString(),
    });
    expect(corrected.statusCode).toBe(200);
    await world.app.engine.tick();
    const [round] = await world.app.db.select().from(matchRounds).where(eq(matchRounds.id, roundId));
    expect([round!.settlementVersion, round!.settledVersion]).toEqual([2, 2]);
    const refunds = await world.app.db
      .select()
      .from(chipLedger)
      .where(and(eq(chipLedger.kind, 'refund'), eq(chipLedger.roundId, roundId)));
    expect(refunds).toHaveLength(2);
    expect([(await betOf(players[0]!.id)).status, (await betOf(players[0]!.id)).voidReason]).toEqual([
      'void',
      REASON,
    ]);
    expect(await Promise.all(players.map((p) => chipsOf(world.app, lobbyId, p.id)))).toEqual([100, 100, 108]);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });
});

/** The open-ended last round is priced to the half's expected end and settles as usual. */
describe('the open-ended last round when its half ends', () => {
  const world = createEngineWorld();

  it('settles its bets on the events of the minutes played', async () => {
    const last = world.rounds[4]!;
    expect(
      (await world.call('PUT', `/api/admin/match-round/${last.id}`, { endMinute: null })).statusCode,
    ).toBe(200);
    const { lobby, players } = await insertPlayers(world, world.match.id, 1);
    const goalUnder = world.odd('Goal', 'under');
    await world.app.db
      .insert(roundPrices)
      .values({ roundId: last.id, oddId: goalUnder.id, odds: goalUnder.odds, chance: 0.5, endMinute: null });
    await world.bet({
      lobbyId: lobby.id,
      userId: players[0]!.id,
      roundId: last.id,
      odd: goalUnder,
      stake: 10,
      startingChips: 0,
    });
    await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id });
    world.clock.set(minute(38).getTime());
    expect(
      (await world.call('POST', '/api/admin/game/end-half', { matchId: world.match.id, halfNumber: 1 }))
        .statusCode,
    ).toBe(200);
    const [bet] = await world.app.db.select().from(bets).where(eq(bets.roundId, last.id));
    expect([bet!.status, bet!.payout, bet!.voidReason]).toEqual(['won', 20, null]);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });
});
