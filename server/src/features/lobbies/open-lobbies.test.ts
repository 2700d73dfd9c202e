import type { OpenLobby } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLobbyAs, lobbyCalls } from '../../../test/kits/lobby-calls';
import { createTestWorld, insertMatch, type TestUser } from '../../../test/world';
import { matches, matchHalves } from '../../db/schema';

const world = createTestWorld();
let host: TestUser;

beforeAll(async () => {
  host = await world.user();
});

async function openLobbies(): Promise<OpenLobby[]> {
  const res = await lobbyCalls(world.app).list(host.headers);
  expect(res.statusCode).toBe(200);
  return res.json().data.lobbies;
}

describe('GET /api/app/lobby', () => {
  it('lists public lobbies with room, newest first, and never private, full or finished ones', async () => {
    const { match } = await insertMatch(world.app.db);
    const kickOff = new Date(Date.now() + 3 * 60 * 60_000);
    await world.app.db.update(matches).set({ scheduledAt: kickOff }).where(eq(matches.id, match.id));
    const older = await createLobbyAs(world.app, host.headers, match.id);
    const newer = await createLobbyAs(world.app, host.headers, match.id, { maxPlayers: 4 });
    const hidden = await createLobbyAs(world.app, host.headers, match.id, { isPrivate: true });
    const full = await createLobbyAs(world.app, host.headers, match.id, { maxPlayers: 1 });
    const ended = await insertMatch(world.app.db, { halves: 1, roundsPerHalf: 1 });
    const over = await createLobbyAs(world.app, host.headers, ended.match.id);
    await world.app.db.update(matches).set({ status: 'completed' }).where(eq(matches.id, ended.match.id));

    const ids = (await openLobbies()).map((lobby) => lobby._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(ids).toContain(older._id);
    for (const absent of [hidden, full, over]) expect(ids).not.toContain(absent._id);

    const entry = (await openLobbies()).find((lobby) => lobby._id === newer._id);
    expect(entry).toEqual({
      _id: newer._id,
      lobbyCode: newer.lobbyCode,
      match: {
        homeTeam: 'Home FC',
        awayTeam: 'Away United',
        startTime: kickOff.toISOString(),
        halfNumber: null,
        score: { home: 0, away: 0 },
      },
      hostUser: { username: host.name },
      playerCount: 1,
      maxPlayers: 4,
      preMatchBetting: true,
      halfTime: false,
    });
  });

  it('never lists a lobby on a match no one has set up', async () => {
    const { match, halves } = await insertMatch(world.app.db, { roundsPerHalf: 0 });
    const lobby = await createLobbyAs(world.app, host.headers, match.id);
    expect((await openLobbies()).map((open) => open._id)).not.toContain(lobby._id);
    await world.app.db
      .update(matchHalves)
      .set({ status: 'active', startTime: new Date() })
      .where(eq(matchHalves.id, halves[0]!.id));
    expect((await openLobbies()).map((open) => open._id)).toContain(lobby._id);
  });

  it('drops a lobby once its last seat is taken and shows it again when a player leaves', async () => {
    const { match } = await insertMatch(world.app.db, { halves: 1, roundsPerHalf: 1 });
    const lobby = await createLobbyAs(world.app, host.headers, match.id, { maxPlayers: 2 });
    const player = await world.user();
    await lobbyCalls(world.app).join(player.headers, lobby.lobbyCode);
    expect((await openLobbies()).map((entry) => entry._id)).not.toContain(lobby._id);
    await lobbyCalls(world.app).leave(player.headers, lobby._id);
    expect((await openLobbies()).map((entry) => entry._id)).toContain(lobby._id);
  });

  it('shows the displayed half and its start, with no pre-match badge while a half is in play', async () => {
    const { match, halves } = await insertMatch(world.app.db);
    const started = new Date(Date.now() - 20 * 60_000);
    await world.app.db
      .update(matchHalves)
      .set({ status: 'active', startTime: started })
      .where(eq(matchHalves.id, halves[0]!.id));
    await world.app.db.update(matches).set({ status: 'active' }).where(eq(matches.id, match.id));
    const live = await createLobbyAs(world.app, host.headers, match.id);

    const entry = (await openLobbies()).find((lobby) => lobby._id === live._id);
    expect(entry?.match).toMatchObject({ startTime: started.toISOString(), halfNumber: 1 });
    expect(entry?.preMatchBetting).toBe(false);
  });

  it('shows the pre-match badge for a half that starts at the next full minute', async () => {
    const { match, halves } = await insertMatch(world.app.db);
    const soon = new Date(Date.now() + 45_000);
    await world.app.db
      .update(matchHalves)
      .set({ status: 'active', startTime: soon })
      .where(eq(matchHalves.id, halves[0]!.id));
    const lobby = await createLobbyAs(world.app, host.headers, match.id);

    const entry = (await openLobbies()).find((candidate) => candidate._id === lobby._id);
    expect(entry?.match).toMatchObject({ startTime: soon.toISOString(), halfNumber: 1 });
    expect(entry?.preMatchBetting).toBe(true);
  });
});
