import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chipsOf, createEngineWorld, insertPlayers } from '../../../test/kits/engine-world';
import { auditLog, bets, chipLedger, matchEvents, matchRounds } from '../../db/schema';
import { ledgerMismatches } from '../ledger';
import { advanceMatches } from './advance-matches';
import { settleRound } from './settle-round';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1, 0);

/** Players of two lobbies: the even ones bet 10 on over 0.5 goals (x1.8), the odd ones 20 on under (x2). */
describe('settleRound in chunks of bets', () => {
  const world = createEngineWorld();
  let players: { lobbyId: string; userId: string; over: boolean }[];
  const roundId = () => world.rounds[0]!.id;
  const chipsOfAll = () => Promise.all(players.map((p) => chipsOf(world.app, p.lobbyId, p.userId)));
  const ledgerRows = (kind: string, version: number) =>
    world.app.db
      .select({ betId: chipLedger.betId, delta: chipLedger.delta })
      .from(chipLedger)
      .where(and(eq(chipLedger.kind, kind), eq(chipLedger.settlementVersion, version)));

  beforeAll(async () => {
    players = [];
    for (const size of [4, 4]) {
      const { lobby, players: users } = await insertPlayers(world, world.match.id, size);
      for (const user of users) {
        const over = players.length % 2 === 0;
        players.push({ lobbyId: lobby.id, userId: user.id, over });
        await world.bet({
          lobbyId: lobby.id,
          userId: user.id,
          roundId: roundId(),
          odd: world.odd('Goal', over ? 'over' : 'under'),
          stake: over ? 10 : 20,
        });
      }
    }
    await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id });
    world.clock.set(KICK_OFF + 60_000);
    await world.call('POST', '/api/admin/event', { match: world.match.id, eventType: 'Goal' });
    world.clock.set(KICK_OFF + 9 * 60_000);
    await advanceMatches(world.app.engine.context, world.clock.now());
  });

  it('settles every bet once, a chunk at a time, and pays each winner once', async () => {
    const chunks: number[] = [];
    const settled = await settleRound(world.app.engine.context, roundId(), {
      chunkSize: 3,
      afterChunk: async (n) => {
        chunks.push(n);
      },
    });
    expect(settled).toMatchObject({ roundId: roundId(), version: 1 });
    expect(chunks).toEqual([3, 6, 8]);
    const rows = await world.app.db.select().from(bets).where(eq(bets.roundId, roundId()));
    expect(rows.map((bet) => [bet.status, bet.payout, bet.settledVersion]).sort()).toEqual([
      ...Array(4).fill(['lost', 0, 1]),
      ...Array(4).fill(['won', 18, 1]),
    ]);
    const payouts = await ledgerRows('payout', 1);
    expect(payouts.map((p) => p.betId).sort()).toEqual(
      rows
        .filter((bet) => bet.status === 'won')
        .map((bet) => bet.id)
        .sort(),
    );
    expect(await chipsOfAll()).toEqual(players.map((p) => (p.over ? 108 : 80)));
    expect(await settleRound(world.app.engine.context, roundId(), { chunkSize: 3 })).toBeNull();
    expect(await ledgerRows('payout', 1)).toHaveLength(4);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });

  it('re-settles a corrected round: reversals, new payouts and one audit of them all', async () => {
    await world.app.db.update(matchEvents).set({ deletedAt: world.clock.now() });
    await world.app.db.update(matchRounds).set({ settlementVersion: 2 }).where(eq(matchRounds.id, roundId()));
    const settled = await settleRound(world.app.engine.context, roundId(), { chunkSize: 3 });
    expect(settled).toMatchObject({ version: 2 });

    expect(await chipsOfAll()).toEqual(players.map((p) => (p.over ? 90 : 120)));
    expect((await ledgerRows('reversal', 2)).map((r) => r.delta)).toEqual(Array(4).fill(-18));
    expect((await ledgerRows('payout', 2)).map((r) => r.delta)).toEqual(Array(4).fill(40));
    const [audit] = await world.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'round'), eq(auditLog.entityId, roundId())));
    expect(audit!.detail).toMatchObject({ resettled: 2 });
    const corrections = (audit!.detail as { corrections: { bets: { to: { status: string } }[] }[] })
      .corrections;
    expect(corrections.flatMap((c) => c.bets.map((bet) => bet.to.status)).sort()).toEqual([
      ...Array(4).fill('lost'),
      ...Array(4).fill('won'),
    ]);
    const [round] = await world.app.db.select().from(matchRounds).where(eq(matchRounds.id, roundId()));
    expect(round!.settledVersion).toBe(2);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });

  it('refunds every stake of a voided round once', async () => {
    await world.app.db
      .update(matchRounds)
      .set({ status: 'void', settlementVersion: 3 })
      .where(eq(matchRounds.id, roundId()));
    expect(await settleRound(world.app.engine.context, roundId(), { chunkSize: 5 })).toMatchObject({
      version: 3,
    });
    const refunds = await world.app.db
      .select({ delta: chipLedger.delta })
      .from(chipLedger)
      .where(and(eq(chipLedger.kind, 'refund'), eq(chipLedger.settlementVersion, 3)));
    expect(refunds.map((r) => r.delta).sort()).toEqual([...Array(4).fill(10), ...Array(4).fill(20)]);
    // a void result reverses the winners of version 2 (the under bets' 40) and refunds every stake
    expect(await chipsOfAll()).toEqual(Array(8).fill(100));
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });
});
