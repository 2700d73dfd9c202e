import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/auth-helpers';
import { insertMatch } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { lobbyUsers } from '../../db/schema';
import { createLobbyAs, lobbyCalls } from './lobby-test-kit';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('joins racing for the last seats', () => {
  it('never seat more players than maxPlayers', async () => {
    const host = await registerUser(app);
    const { match } = await insertMatch(app.db, { halves: 1, roundsPerHalf: 1 });
    const lobby = await createLobbyAs(app, host.headers, match.id, { maxPlayers: 4 });
    const joiners = await Promise.all(Array.from({ length: 30 }, () => registerUser(app)));

    const results = await Promise.all(
      joiners.map((joiner) => lobbyCalls(app).join(joiner.headers, lobby.lobbyCode)),
    );

    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(27);
    const players = await app.db
      .select()
      .from(lobbyUsers)
      .where(
        and(eq(lobbyUsers.lobbyId, lobby._id), eq(lobbyUsers.role, 'player'), isNull(lobbyUsers.leftAt)),
      );
    expect(players).toHaveLength(4);
  });
});
