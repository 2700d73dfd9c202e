import { eq } from 'drizzle-orm';
import { odds } from '../../src/db/schema';
import { insertLobby, insertLobbyUser, type TestWorld } from '../world';

/** A lobby on the match with one player who bet 10 chips on the round and odd given. */
export async function insertPlayedBet(
  world: Pick<TestWorld, 'app' | 'user' | 'bet'>,
  where: { matchId: string; roundId: string; oddId: string },
) {
  const user = await world.user({ name: 'Bettor' });
  const lobby = await insertLobby(world.app.db, where.matchId, user.id);
  await insertLobbyUser(world.app.db, lobby.id, user.id);
  const [odd] = await world.app.db.select().from(odds).where(eq(odds.id, where.oddId));
  const bet = await world.bet({
    lobbyId: lobby.id,
    userId: user.id,
    roundId: where.roundId,
    odd: odd!,
    stake: 10,
  });
  return { user, lobby, bet };
}
