import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngineWorld, insertPlayers } from '../../../test/kits/engine-world';
import { createTestWorld } from '../../../test/world';
import { openDatabase } from '../../db/database';
import { pgErrorCode } from '../../db/pg-error';
import { bets, bettingClosures, chipLedger } from '../../db/schema';
import { ledgerMismatches } from '../ledger';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1, 0);
const minute = (m: number) => KICK_OFF + m * 60_000;
const GOALS = [3, 12, 20];
const CORNERS = [5, 6, 30];

describe.runIf(process.env.TEST_DATABASE_URL)('two server instances on one PostgreSQL database', () => {
  const world = createEngineWorld();
  const second = createTestWorld({
    clock: world.clock,
    database: () =>
      openDatabase({ databaseUrl: world.app.database.pool!.options.connectionString!, dataDir: 'memory://' }),
  });
  const tickErrors: unknown[] = [];

  const tickBoth = async () => {
    const results = await Promise.allSettled([world.app.engine.tick(), second.app.engine.tick()]);
    for (const result of results) if (result.status === 'rejected') tickErrors.push(result.reason);
  };

  beforeAll(async () => {
    const odds = [
      world.odd('Goal', 'over'),
      world.odd('Goal', 'under'),
      world.odd('Corner', 'over'),
      world.odd('Corner', 'under'),
    ];
    for (let l = 0; l < 2; l++) {
      const { lobby, players } = await insertPlayers(world, world.match.id, 5);
      for (const [p, player] of players.entries()) {
        for (const [r, round] of world.rounds.slice(0, 5).entries()) {
          // each player skips some rounds, so that penalties fall due too
          if ((p + r + l) % 3 === 0) continue;
          await world.bet({
            lobbyId: lobby.id,
            userId: player.id,
            roundId: round.id,
            odd: odds[(p + r) % 4]!,
            stake: 5 + p,
          });
        }
      }
    }
  });

  it('settles every bet and charges every penalty exactly once while both tick', async () => {
    const start = await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id });
    expect(start.statusCode).toBe(200);
    for (let m = 0; m <= 45; m++) {
      world.clock.set(minute(m));
      for (const [eventType, minutes] of [
        ['Goal', GOALS],
        ['Corner', CORNERS],
      ] as const) {
        if (!(minutes as readonly number[]).includes(m)) continue;
        const res = await world.call('POST', '/api/admin/event', { match: world.match.id, eventType });
        expect(res.statusCode).toBe(200);
      }
      await tickBoth();
    }
    const endBoth = await Promise.all(
      [world.app, second.app].map((app) =>
        app.inject({
          method: 'POST',
          url: '/api/admin/game/end-half',
          payload: { matchId: world.match.id, halfNumber: 1 },
          headers: world.admin.headers,
        }),
      ),
    );
    expect(endBoth.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await tickBoth();
    await tickBoth();

    // a lost deadlock is the only failure allowed: its transaction rolled back and a later tick redid it
    expect(tickErrors.filter((err) => pgErrorCode(err) !== '40P01')).toEqual([]);
    const placed = await world.app.db.select().from(bets);
    expect(placed.length).toBeGreaterThan(20);
    expect(placed.filter((bet) => bet.status === 'pending')).toEqual([]);
    const payouts = await world.app.db
      .select({
        betId: chipLedger.betId,
        n: sql<number>`count(*)::int`,
        total: sql<number>`sum(${chipLedger.delta})::int`,
      })
      .from(chipLedger)
      .where(eq(chipLedger.kind, 'payout'))
      .groupBy(chipLedger.betId);
    const won = placed.filter((bet) => bet.status === 'won');
    expect(won.length).toBeGreaterThan(0);
    expect(payouts.map((p) => [p.betId, p.n, p.total]).sort()).toEqual(
      won.map((bet) => [bet.id, 1, bet.payout]).sort(),
    );
    const penalties = await world.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(chipLedger)
      .where(eq(chipLedger.kind, 'penalty'));
    const closures = await world.app.db.select().from(bettingClosures);
    expect(closures).toHaveLength(2 * 5);
    expect(penalties[0]!.n).toBe(closures.reduce((sum, c) => sum + c.penalized, 0));
    expect(penalties[0]!.n).toBeGreaterThan(0);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });
});
