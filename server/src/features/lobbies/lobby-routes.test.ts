import type { PushMessage } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLobbyAs, detailsAs, lobbyCalls } from '../../../test/kits/lobby-calls';
import { createTestWorld, insertMatch, type TestUser } from '../../../test/world';
import { chipLedger, lobbies, matches } from '../../db/schema';
import { ledgerMismatches } from '../ledger';
import { createLocalNotifier, type Notifier } from '../notices';

const world = createTestWorld();
let calls: ReturnType<typeof lobbyCalls>;
let host: TestUser;
let match: Awaited<ReturnType<typeof insertMatch>>;
const notices: PushMessage[] = [];

beforeAll(async () => {
  // the realtime plugin may not be there yet; lobbies publish through whichever notifier is
  if (!world.app.hasDecorator('notifier')) world.app.decorate('notifier', createLocalNotifier());
  (world.app as unknown as { notifier: Notifier }).notifier.subscribe((message) => notices.push(message));
  calls = lobbyCalls(world.app);
  host = await world.user();
  match = await insertMatch(world.app.db);
});
afterAll(async () => {
  // every chip movement of every test above went through the ledger
  expect(await ledgerMismatches(world.app.db)).toEqual([]);
});

describe('POST /api/app/game/create-lobby', () => {
  it('makes a lobby with a 6-character code and seats the host as a player with the starting chips', async () => {
    const lobby = await createLobbyAs(world.app, host.headers, match.match.id, { startingChips: 250 });
    expect(lobby.lobbyCode).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);

    const details = await detailsAs(world.app, host.headers, lobby._id);
    expect(details.currentUser).toEqual({ _id: host.id, role: 'player', chips: 250, eliminated: false });
    expect(details.lobby.gameSettings).toMatchObject({
      startingChips: 250,
      maxPlayers: 8,
      allowChatting: true,
    });
    const ledger = await world.app.db.select().from(chipLedger).where(eq(chipLedger.lobbyId, lobby._id));
    expect(ledger).toMatchObject([{ userId: host.id, kind: 'start', delta: 250 }]);
  });

  it('fills every setting from the defaults when none are given', async () => {
    const lobby = await createLobbyAs(world.app, host.headers, match.match.id);
    const [row] = await world.app.db.select().from(lobbies).where(eq(lobbies.id, lobby._id));
    expect(row!.settings).toMatchObject({
      maxPlayers: 8,
      startingChips: 100,
      prizeDistribution: 'winner-takes-all',
    });
  });

  it('refuses a setting outside its range, naming the field and the range, and clamps nothing', async () => {
    const res = await calls.create(host.headers, match.match.id, { maxBetAmount: 501 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('gameSettings.maxBetAmount');
    expect(res.json().error).toContain('maxBetAmount must be between 10 and 500');

    const steps = await calls.create(host.headers, match.match.id, { startingChips: 105 });
    expect(steps.statusCode).toBe(400);
    expect(steps.json().error).toContain('startingChips must be a multiple of 10');

    const unknown = await world.app.inject({
      method: 'POST',
      url: '/api/app/game/create-lobby',
      headers: host.headers,
      payload: { matchId: match.match.id, gameSettings: { colour: 'red' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain('colour');
  });

  it('refuses a completed or deleted match with 409 and an unknown one with 404', async () => {
    const completed = await insertMatch(world.app.db, { halves: 1, roundsPerHalf: 1 });
    await world.app.db.update(matches).set({ status: 'completed' }).where(eq(matches.id, completed.match.id));
    const res = await calls.create(host.headers, completed.match.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This match has already ended');

    const deleted = await insertMatch(world.app.db, { halves: 1, roundsPerHalf: 1 });
    await world.app.db.update(matches).set({ deletedAt: new Date() }).where(eq(matches.id, deleted.match.id));
    expect((await calls.create(host.headers, deleted.match.id)).statusCode).toBe(409);

    const missing = await calls.create(host.headers, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const malformed = await calls.create(host.headers, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toContain('matchId');
  });

  it('needs a signed-in user', async () => {
    const res = await world.app.inject({
      method: 'POST',
      url: '/api/app/game/create-lobby',
      payload: { matchId: match.match.id },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/app/game/lobby-by-code/{code}', () => {
  it('finds a lobby whatever the case of the code, with what the join dialog needs', async () => {
    const lobby = await createLobbyAs(world.app, host.headers, match.match.id, { allowSpectators: false });
    const someone = await world.user();
    const res = await calls.byCode(someone.headers, ` ${lobby.lobbyCode.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lobby).toEqual({
      _id: lobby._id,
      lobbyCode: lobby.lobbyCode,
      gameSettings: expect.objectContaining({ allowSpectators: false, maxPlayers: 8 }),
      match: {
        _id: match.match.id,
        homeTeam: 'Home FC',
        awayTeam: 'Away United',
        teams: [{ name: 'Home FC' }, { name: 'Away United' }],
        status: 'scheduled',
        score: { home: 0, away: 0 },
      },
      hostUser: { username: host.name },
      playerCount: 1,
      joinRefusal: null,
    });
  });

  it("names the caller's role while they are in the lobby, so joining again need not ask it", async () => {
    const lobby = await createLobbyAs(world.app, host.headers, match.match.id, { allowSpectators: true });
    const watcher = await world.user();
    const roleOf = async (headers = watcher.headers) =>
      (await calls.byCode(headers, lobby.lobbyCode)).json().data.lobby.memberRole;
    expect(await roleOf(host.headers)).toBe('player');
    expect(await roleOf()).toBeUndefined();
    expect((await calls.join(watcher.headers, lobby.lobbyCode, 'spectator')).statusCode).toBe(200);
    expect(await roleOf()).toBe('spectator');
    expect((await calls.leave(watcher.headers, lobby._id)).statusCode).toBe(200);
    expect(await roleOf()).toBeUndefined();
  });

  it("answers 404 'Lobby not found' for an unknown code and 400 for one that cannot be a code", async () => {
    const missing = await calls.byCode(host.headers, 'ZZZZ22');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Lobby not found');
    const bad = await calls.byCode(host.headers, 'AB10CD');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('params.code');
  });
});

describe('notices and documentation', () => {
  it('announces joining and leaving to the lobby as what changed, and to the open list', async () => {
    const lobby = await createLobbyAs(world.app, host.headers, match.match.id);
    const player = await world.user();
    const delta = { type: 'lobby.delta', lobbyId: lobby._id, bets: [], joined: [], left: [] };
    // on PostgreSQL notices travel through LISTEN/NOTIFY and arrive a moment after the call
    notices.length = 0;
    await calls.join(player.headers, lobby.lobbyCode);
    const user = { _id: player.id, username: expect.any(String), name: expect.any(String), avatarUrl: null };
    const chips = 100;
    await vi.waitFor(() =>
      expect(notices).toEqual([
        {
          ...delta,
          joined: [
            {
              member: { user, role: 'player', chips, eliminated: false },
              entry: { user, chips, inPlay: 0, betsPlaced: 0, betsSettled: 0, betsWon: 0 },
            },
          ],
        },
        { type: 'lobbies.changed' },
      ]),
    );

    // a repeated join changes nothing, so nothing arrives before a marker sent after it
    notices.length = 0;
    await calls.join(player.headers, lobby.lobbyCode);
    const marker = { type: 'match.changed', matchId: 'marker' } as const;
    await (world.app as unknown as { notifier: Notifier }).notifier.publish(marker);
    await vi.waitFor(() => expect(notices).toEqual([marker]));

    notices.length = 0;
    await calls.leave(player.headers, lobby._id);
    await vi.waitFor(() =>
      expect(notices).toEqual([{ ...delta, left: [player.id] }, { type: 'lobbies.changed' }]),
    );

    // one who comes back takes their old place: the lobby is read again
    notices.length = 0;
    await calls.join(player.headers, lobby.lobbyCode);
    await vi.waitFor(() =>
      expect(notices).toEqual([{ type: 'lobby.changed', lobbyId: lobby._id }, { type: 'lobbies.changed' }]),
    );
  });

  it('describes every lobby and chat call in the OpenAPI document', async () => {
    const res = await world.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/app/game/create-lobby',
      '/api/app/game/lobby-by-code/{code}',
      '/api/app/game/join-lobby',
      '/api/app/game/leave-lobby',
      '/api/app/lobby',
      '/api/app/game/lobby-details/{lobbyId}',
      '/api/app/chat/messages',
      '/api/app/chat/send',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
