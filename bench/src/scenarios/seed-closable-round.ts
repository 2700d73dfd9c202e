import type { Database } from '@kickchips/server/src/db/database';
import { matches, matchHalves } from '@kickchips/server/src/db/schema';
import { insertMatch } from '@kickchips/server/test/world/insert-match';
import { eq } from 'drizzle-orm';
import { inTransaction } from '../db/in-transaction';
import { seedLobbyPlayers } from './seed-lobby-players';

export type ClosableRound = { matchId: string; roundId: string; lobbyIds: string[] };

/**
 * A match kicked off two minutes ago, so that betting on round 1 (and only on it) is due to close,
 * with `players` players in lobbies of eight who joined an hour before: every other one has a bet
 * on round 1, the others owe its inactivity penalty. Inserted with set-based SQL on PostgreSQL.
 */
export async function seedClosableRound(database: Database, players: number): Promise<ClosableRound> {
  const pool = database.pool;
  if (!pool) throw new Error('clock runs on PostgreSQL');
  const { db } = database;
  const fixture = await insertMatch(db);
  const matchId = fixture.match.id;
  const kickOff = new Date(Date.now() - 2 * 60_000);
  const round1 = fixture.rounds[0]!;
  await db
    .update(matchHalves)
    .set({ status: 'active', startTime: kickOff })
    .where(eq(matchHalves.id, fixture.halves[0]!.id));
  await db.update(matches).set({ status: 'active' }).where(eq(matches.id, matchId));
  const oddIds = fixture.odds.map((o) => o.id);
  const lobbyIds = await inTransaction(pool, async (client) => {
    await seedLobbyPlayers(client, {
      matchId,
      players,
      tag: 'Clock',
      joinedAt: new Date(kickOff.getTime() - 60 * 60_000),
    });
    await client.query(
      `INSERT INTO bets (lobby_id, user_id, round_id, odd_id, stake, multiplier, event_type, bet_type, threshold)
         SELECT l.lobby_id, p.user_id, $1, o.id, 10, o.odds, o.event_type, o.bet_type, o.threshold
         FROM seed_players p JOIN seed_lobbies l USING (lobby_no)
         JOIN odds o ON o.id = ($2::uuid[])[1 + p.i % ${oddIds.length}]
         WHERE p.i % 2 = 0`,
      [round1.id, oddIds],
    );
    return (await client.query<{ lobby_id: string }>('SELECT lobby_id FROM seed_lobbies')).rows.map(
      (row) => row.lobby_id,
    );
  });
  await pool.query('VACUUM ANALYZE');
  await pool.query('CHECKPOINT');
  return { matchId, roundId: round1.id, lobbyIds };
}
