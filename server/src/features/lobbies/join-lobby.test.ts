import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLobbyAs, detailsAs, lobbyCalls } from '../../../test/kits/lobby-calls';
import { createTestWorld, insertMatch, type TestUser } from '../../../test/world';
import { chipLedger, matches } from '../../db/schema';
import { ledgerMismatches } from '../ledger';

const world = createTestWorld();
let calls: ReturnType<typeof lobbyCalls>;
let host: TestUser;
let match: Awaited<ReturnType<typeof insertMatch>>;

beforeAll(async () => {
  calls = lobbyCalls(world.app);
  host = await world.user();
  match = await insertMatch(world.app.db);
});
afterAll(async () => {
  // every chip movement of every test above went through the ledger
  expect(await ledgerMismatches(world.app.db)).toEqual([]);
});

describe('POST /api/app/game/join-lobby', () => {
  it('joins as a player with the starting chips, and joining again returns the same membership', async () => {
    const lobby = await createLobbyAs(world.app, host.headers, match.match.id, { startingChips: 50 });
    const player = await world.user();
    const first = await calls.join(player.headers, lobby.lobbyCode.toLowerCase(), 'player');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ lobby });

    const again = await calls.join(player.headers, lobby.lobbyCode, 'spectator');
    expect(again.statusCode).toBe(200);
    const details = await detailsAs(world.app, player.headers, lobby._id);
    expect(details.currentUser).toMatchObject({ role: 'player', chips: 50 });
    expect(details.users.map((member) => member.user._id)).toEqual([host.id, player.id]);
  });

  it('joins as a spectator, who takes no seat and gets no chips', async () => {
    const lobby = await createLobbyAs(world.app, host.headers, match.match.id, { maxPlayers: 1 });
    const watcher = await world.user();
    const res = await calls.join(watcher.headers, lobby.lobbyCode, 'spectator');
    expect(res.statusCode).toBe(200);
    const details = await detailsAs(world.app, watcher.headers, lobby._id);
    expect(details.currentUser).toMatchObject({ role: 'spectator', chips: 0 });
    expect(details.leaderboard.map((entry) => entry.user._id)).toEqual([host.id]);
    expect((await calls.byCode(watcher.headers, lobby.lobbyCode)).json().data.lobby.playerCount).toBe(1);
  });

  it('refuses spectators when the lobby does not allow them, naming the setting', async () => {
    const lobby = await createLobbyAs(world.app, host.headers, match.match.id, { allowSpectators: false });
    const watcher = await world.user();
    const res = await calls.join(watcher.headers, lobby.lobbyCode, 'spectator');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('allowSpectators');
  });

  it("refuses a player when every seat is taken with 409 'This lobby is full'", async () => {
    const lobby = await createLobbyAs(world.app, host.headers, match.match.id, { maxPlayers: 2 });
    const second = await world.user();
    const third = await world.user();
    expect((await calls.join(second.headers, lobby.lobbyCode)).statusCode).toBe(200);
    const full = await calls.join(third.headers, lobby.lobbyCode);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe('This lobby is full');
    expect((await calls.join(third.headers, lobby.lobbyCode, 'spectator')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown code and 400 for a malformed body', async () => {
    expect((await calls.join(host.headers, 'ZZZZ22')).statusCode).toBe(404);
    const bad = await calls.join(host.headers, 'ABC');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('body.lobbyCode');
    const role = await world.app.inject({
      method: 'POST',
      url: '/api/app/game/join-lobby',
      headers: host.headers,
      payload: { lobbyCode: 'ABCDEF', role: 'referee' },
    });
    expect(role.statusCode).toBe(400);
    expect(role.json().error).toContain('body.role: must be player or spectator');
  });

  it('keeps newcomers out of a lobby whose match has ended, but lets members who left come back', async () => {
    const ending = await insertMatch(world.app.db, { halves: 1, roundsPerHalf: 1 });
    const lobby = await createLobbyAs(world.app, host.headers, ending.match.id);
    const member = await world.user();
    await calls.join(member.headers, lobby.lobbyCode);
    await calls.leave(member.headers, lobby._id);
    await world.app.db.update(matches).set({ status: 'completed' }).where(eq(matches.id, ending.match.id));

    const newcomer = await world.user();
    const refused = await calls.join(newcomer.headers, lobby.lobbyCode);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('This match has already ended');
    expect((await calls.join(member.headers, lobby.lobbyCode)).statusCode).toBe(200);
  });
});

describe('POST /api/app/game/leave-lobby and rejoining', () => {
  it('keeps the record: a rejoin restores chips and bets, and the role may change only that way', async () => {
    const lobby = await createLobbyAs(world.app, host.headers, match.match.id);
    const player = await world.user();
    await calls.join(player.headers, lobby.lobbyCode);
    await world.bet({
      lobbyId: lobby._id,
      userId: player.id,
      roundId: match.rounds[0]!.id,
      odd: match.odds[0]!,
      stake: 30,
      settled: 'lost',
    });

    const left = await calls.leave(player.headers, lobby._id);
    expect(left.statusCode).toBe(200);
    expect(left.json().data).toEqual({ lobby });
    expect((await calls.details(player.headers, lobby._id)).statusCode).toBe(403);
    expect((await calls.leave(player.headers, lobby._id)).statusCode).toBe(200);

    await calls.join(player.headers, lobby.lobbyCode, 'spectator');
    expect((await detailsAs(world.app, player.headers, lobby._id)).currentUser).toMatchObject({
      role: 'spectator',
      chips: 70,
    });

    await calls.leave(player.headers, lobby._id);
    await calls.join(player.headers, lobby.lobbyCode, 'player');
    const details = await detailsAs(world.app, player.headers, lobby._id);
    expect(details.currentUser).toMatchObject({ role: 'player', chips: 70 });
    expect(details.leaderboard.find((entry) => entry.user._id === player.id)).toMatchObject({
      chips: 70,
      betsPlaced: 1,
      betsWon: 0,
    });
    const starts = await world.app.db.select().from(chipLedger).where(eq(chipLedger.lobbyId, lobby._id));
    expect(starts.filter((entry) => entry.userId === player.id && entry.kind === 'start')).toHaveLength(1);
  });

  it('frees the seat of a player who leaves', async () => {
    const lobby = await createLobbyAs(world.app, host.headers, match.match.id, { maxPlayers: 2 });
    const first = await world.user();
    const second = await world.user();
    await calls.join(first.headers, lobby.lobbyCode);
    expect((await calls.join(second.headers, lobby.lobbyCode)).statusCode).toBe(409);
    await calls.leave(first.headers, lobby._id);
    expect((await calls.join(second.headers, lobby.lobbyCode)).statusCode).toBe(200);
    expect((await calls.join(first.headers, lobby.lobbyCode)).statusCode).toBe(409);
  });

  it('hands hosting to the earliest-joined player when the host leaves, a spectator only when no player is left', async () => {
    const leaving = await world.user();
    const lobby = await createLobbyAs(world.app, leaving.headers, match.match.id);
    const watcher = await world.user();
    const first = await world.user();
    const second = await world.user();
    await calls.join(watcher.headers, lobby.lobbyCode, 'spectator');
    await calls.join(first.headers, lobby.lobbyCode);
    await calls.join(second.headers, lobby.lobbyCode);

    await calls.leave(leaving.headers, lobby._id);
    expect((await detailsAs(world.app, second.headers, lobby._id)).lobby.hostUser._id).toBe(first.id);
    // a member who leaves without hosting changes nothing
    await calls.leave(second.headers, lobby._id);
    expect((await detailsAs(world.app, first.headers, lobby._id)).lobby.hostUser._id).toBe(first.id);
    await calls.leave(first.headers, lobby._id);
    expect((await detailsAs(world.app, watcher.headers, lobby._id)).lobby.hostUser._id).toBe(watcher.id);
  });

  it('answers 403 to someone who never joined and 404 for an unknown lobby', async () => {
    const lobby = await createLobbyAs(world.app, host.headers, match.match.id);
    const stranger = await world.user();
    expect((await calls.leave(stranger.headers, lobby._id)).statusCode).toBe(403);
    expect((await calls.leave(stranger.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });
});
