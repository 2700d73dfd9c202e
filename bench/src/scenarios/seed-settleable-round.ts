import type { Database } from '@kickchips/server/src/db/database';
import { matchEvents, matches, matchHalves, matchRounds } from '@kickchips/server/src/db/schema';
import { insertMatch } from '@kickchips/server/test/world/insert-match';
import { eq, inArray } from 'drizzle-orm';
import { inTransaction } from '../db/in-transaction';
import { seedLobbyPlayers } from './seed-lobby-players';

export type SettleableRounds = {
  /** Finished, with one settlement pending, and `bets` pending bets on it. */
  roundId: string;
  /** As many pending bets of the same players, for the baseline's UPDATE. */
  baselineRoundId: string;
};

/**
 * A match whose rounds 1 and 2 are over, with one goal in round 1, and `bets` players in lobbies
 * of eight, each with a pending bet on both rounds (over or under 0.5 on Goal or Corner, in turn,
 * so about half win). Inserted with set-based SQL on PostgreSQL: seconds for 100,000 players.
 */
export async function seedSettleableRound(database: Database, bets: number): Promise<SettleableRounds> {
  const pool = database.pool;
  if (!pool) throw new Error('settle runs on PostgreSQL');
  const { db } = database;
  const fixture = await insertMatch(db);
  const matchId = fixture.match.id;
  const kickOff = new Date(Date.now() - 20 * 60_000);
  const [round1, round2] = fixture.rounds;
  await db
    .update(matchHalves)
    .set({ status: 'active', startTime: kickOff })
    .where(eq(matchHalves.id, fixture.halves[0]!.id));
  await db.update(matches).set({ status: 'active' }).where(eq(matches.id, matchId));
  await db
    .update(matchRounds)
    .set({ status: 'finished', settlementVersion: 1, finishedAt: new Date() })
    .where(inArray(matchRounds.id, [round1!.id, round2!.id]));
  await db
    .insert(matchEvents)
    .values({ matchId, eventType: 'Goal', timeStamp: new Date(kickOff.getTime() + 4 * 60_000) });

  const oddIds = fixture.odds.map((o) => o.id);
  await inTransaction(pool, async (client) => {
    await seedLobbyPlayers(client, { matchId, players: bets, tag: 'Settle' });
    for (const roundId of [round1!.id, round2!.id]) {
      await client.query(
        `INSERT INTO bets (lobby_id, user_id, round_id, odd_id, stake, multiplier, event_type, bet_type, threshold)
           SELECT l.lobby_id, p.user_id, $1, o.id, 10, o.odds, o.event_type, o.bet_type, o.threshold
           FROM seed_players p JOIN seed_lobbies l USING (lobby_no)
           JOIN odds o ON o.id = ($2::uuid[])[1 + p.i % ${oddIds.length}]`,
        [roundId, oddIds],
      );
    }
  });
  await pool.query('VACUUM ANALYZE');
  await pool.query('CHECKPOINT');
  return { roundId: round1!.id, baselineRoundId: round2!.id };
}
