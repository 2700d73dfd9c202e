import { spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngineWorld, insertPlayers } from '../../../test/kits/engine-world';
import { bets, chipLedger, matchRounds } from '../../db/schema';
import { ledgerMismatches } from '../ledger';
import { advanceMatches } from './advance-matches';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1, 0);
const serverDir = path.resolve(import.meta.dirname, '../../..');

/** Runs the child until it reports its pause inside the settlement transaction, then SIGKILLs it. */
function settleAndKill(databaseUrl: string, roundId: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverDir, 'test/kits/settle-round-child.ts'), databaseUrl, roundId],
    { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('paused')) child.kill('SIGKILL');
    });
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve() : reject(new Error('the child finished without pausing')),
    );
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)('a server killed in the middle of a settlement', () => {
  const world = createEngineWorld();
  beforeAll(async () => {
    const { lobby, players } = await insertPlayers(world, world.match.id, 6);
    const round = world.rounds[0]!;
    for (const [i, player] of players.entries()) {
      const odd = world.odd('Goal', i % 2 === 0 ? 'over' : 'under');
      await world.bet({
        lobbyId: lobby.id,
        userId: player.id,
        roundId: round.id,
        odd,
        stake: 10 + i,
      });
    }
  });

  it('loses nothing and doubles nothing: the next tick settles every bet once', async () => {
    await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id });
    world.clock.set(KICK_OFF + 60_000);
    await world.call('POST', '/api/admin/event', { match: world.match.id, eventType: 'Goal' });
    world.clock.set(KICK_OFF + 9 * 60_000);
    await advanceMatches(world.app.engine.context, world.clock.now());
    const round = world.rounds[0]!;

    await settleAndKill(world.app.database.pool!.options.connectionString!, round.id);
    const afterCrash = await world.app.db.select().from(bets).where(eq(bets.roundId, round.id));
    expect(afterCrash.map((bet) => bet.status)).toEqual(Array(6).fill('pending'));

    await world.app.engine.tick();
    const settled = await world.app.db.select().from(bets).where(eq(bets.roundId, round.id));
    expect(settled.map((bet) => bet.status).sort()).toEqual([
      ...Array(3).fill('lost'),
      ...Array(3).fill('won'),
    ]);
    const payouts = await world.app.db.select().from(chipLedger).where(eq(chipLedger.kind, 'payout'));
    expect(payouts.map((p) => p.betId).sort()).toEqual(
      settled
        .filter((b) => b.status === 'won')
        .map((b) => b.id)
        .sort(),
    );
    const [row] = await world.app.db.select().from(matchRounds).where(eq(matchRounds.id, round.id));
    expect(row!.settledVersion).toBe(row!.settlementVersion);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });
});
