import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bets, lobbies, lobbyUsers, odds, users } from '../../db/schema';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Test helper: a lobby on the match with one player who bet on the round and odd given. */
export async function insertPlayedBet(db: Db, where: { matchId: string; roundId: string; oddId: string }) {
  const id = randomUUID();
  const [user] = await db
    .insert(users)
    .values({ name: 'Bettor', email: `${id}@example.com`, username: `b${id.slice(0, 8)}`, passwordHash: '!' })
    .returning();
  const code = Array.from(randomBytes(6), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  const [lobby] = await db
    .insert(lobbies)
    .values({ code, matchId: where.matchId, hostUserId: user!.id, settings: {}, cardSeed: id })
    .returning();
  await db.insert(lobbyUsers).values({ lobbyId: lobby!.id, userId: user!.id, role: 'player', chips: 90 });
  const [odd] = await db.select().from(odds).where(eq(odds.id, where.oddId));
  const [bet] = await db
    .insert(bets)
    .values({
      lobbyId: lobby!.id,
      userId: user!.id,
      roundId: where.roundId,
      oddId: where.oddId,
      stake: 10,
      multiplier: odd!.odds,
      eventType: odd!.eventType,
      betType: odd!.betType,
      threshold: odd!.threshold,
    })
    .returning();
  return { user: user!, lobby: lobby!, bet: bet! };
}
