import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLobbyAs, lobbyCalls } from '../../../test/kits/lobby-calls';
import { createTestWorld, insertMatch } from '../../../test/world';
import { lobbyUsers } from '../../db/schema';

const world = createTestWorld();

describe('joins racing for the last seats', () => {
  it('never seat more players than maxPlayers', async () => {
    const host = await world.user();
    const { match } = await insertMatch(world.app.db, { halves: 1, roundsPerHalf: 1 });
    const lobby = await createLobbyAs(world.app, host.headers, match.id, { maxPlayers: 4 });
    const joiners = await Promise.all(Array.from({ length: 30 }, () => world.user()));

    const results = await Promise.all(
      joiners.map((joiner) => lobbyCalls(world.app).join(joiner.headers, lobby.lobbyCode)),
    );

    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(27);
    const players = await world.app.db
      .select()
      .from(lobbyUsers)
      .where(
        and(eq(lobbyUsers.lobbyId, lobby._id), eq(lobbyUsers.role, 'player'), isNull(lobbyUsers.leftAt)),
      );
    expect(players).toHaveLength(4);
  });
});
