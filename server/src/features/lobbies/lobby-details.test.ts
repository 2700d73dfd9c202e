import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLobbyAs, detailsAs, lobbyCalls } from '../../../test/kits/lobby-calls';
import { createTestWorld, insertMatch, type TestUser } from '../../../test/world';
import { matches, matchHalves, odds } from '../../db/schema';

const testWorld = createTestWorld();
let host: TestUser;

beforeAll(async () => {
  host = await testWorld.user();
});

const MINUTE = 60_000;

describe('GET /api/app/game/lobby-details/{lobbyId}', () => {
  it('shows the lobby, match, members, rounds by the server clock, odds and a ranked leaderboard', async () => {
    // two halves of five 9-minute rounds; half 1 started 13.5 minutes ago, so round 2 is in play
    const world = await insertMatch(testWorld.app.db);
    const kickOff = new Date(Date.now() - 13.5 * MINUTE);
    await testWorld.app.db
      .update(matchHalves)
      .set({ status: 'active', startTime: kickOff })
      .where(eq(matchHalves.id, world.halves[0]!.id));
    await testWorld.app.db.update(matches).set({ status: 'active' }).where(eq(matches.id, world.match.id));
    await testWorld.app.db.update(odds).set({ deletedAt: new Date() }).where(eq(odds.id, world.odds[3]!.id));

    const lobby = await createLobbyAs(testWorld.app, host.headers, world.match.id, { bettingTimeLimit: 8 });
    const [loser, winner, idle, watcher] = await Promise.all([1, 2, 3, 4].map(() => testWorld.user()));
    for (const player of [loser!, winner!, idle!])
      await lobbyCalls(testWorld.app).join(player.headers, lobby.lobbyCode);
    await lobbyCalls(testWorld.app).join(watcher!.headers, lobby.lobbyCode, 'spectator');
    const round1 = world.rounds[0]!.id;
    const odd = world.odds[0]!;
    await testWorld.bet({
      lobbyId: lobby._id,
      userId: loser!.id,
      roundId: round1,
      odd,
      stake: 10,
      settled: 'lost',
    });
    await testWorld.bet({
      lobbyId: lobby._id,
      userId: winner!.id,
      roundId: round1,
      odd,
      stake: 10,
      settled: 'won',
    });

    const before = Date.now();
    const details = await detailsAs(testWorld.app, idle!.headers, lobby._id);

    expect(details.lobby).toMatchObject({
      _id: lobby._id,
      lobbyCode: lobby.lobbyCode,
      hostUser: { _id: host.id, username: host.name },
      gameSettings: expect.objectContaining({ bettingTimeLimit: 8 }),
    });
    expect(details.match).toMatchObject({
      _id: world.match.id,
      homeTeam: 'Home FC',
      awayTeam: 'Away United',
      teams: [{ name: 'Home FC' }, { name: 'Away United' }],
      status: 'active',
      clockSpeed: 1,
    });
    expect(details.match.halves).toEqual([
      {
        _id: world.halves[0]!.id,
        halfNumber: 1,
        status: 'active',
        startTime: kickOff.toISOString(),
        endTime: null,
      },
      { _id: world.halves[1]!.id, halfNumber: 2, status: 'upcoming', startTime: null, endTime: null },
    ]);

    expect(details.users).toEqual([
      { user: expect.objectContaining({ _id: host.id }), role: 'player', chips: 100, eliminated: false },
      { user: expect.objectContaining({ _id: loser!.id }), role: 'player', chips: 90, eliminated: false },
      { user: expect.objectContaining({ _id: winner!.id }), role: 'player', chips: 108, eliminated: false },
      { user: expect.objectContaining({ _id: idle!.id }), role: 'player', chips: 100, eliminated: false },
      { user: expect.objectContaining({ _id: watcher!.id }), role: 'spectator', chips: 0, eliminated: false },
    ]);
    expect(details.users[0]!.user).toEqual({
      _id: host.id,
      username: host.name,
      name: host.name,
      avatarUrl: null,
    });

    // chips, then bets won, then earlier join; the host and the idle player tie and share rank 2
    expect(
      details.leaderboard.map(({ user, chips, betsPlaced, betsWon, rank }) => [
        user._id,
        chips,
        betsPlaced,
        betsWon,
        rank,
      ]),
    ).toEqual([
      [winner!.id, 108, 1, 1, 1],
      [host.id, 100, 0, 0, 2],
      [idle!.id, 100, 0, 0, 2],
      [loser!.id, 90, 1, 0, 4],
    ]);

    expect(details.activeRoundNum).toBe(2);
    expect(details.activeRounds).toHaveLength(1);
    const active = details.activeRounds[0]!;
    expect(active).toMatchObject({
      _id: world.rounds[1]!.id,
      roundNumber: 2,
      halfNumber: 1,
      startMinute: 9,
      endMinute: 18,
      status: 'active',
    });
    expect(active.startsAt).toBe(new Date(kickOff.getTime() + 9 * MINUTE).toISOString());
    expect(active.endsAt).toBe(new Date(kickOff.getTime() + 18 * MINUTE).toISOString());
    expect(active.progress).toBeGreaterThan(0.45);
    expect(active.progress).toBeLessThan(0.6);

    expect(details.upcomingRounds.map((round) => round.roundNumber)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(details.lastEndedRound).toMatchObject({
      _id: world.rounds[0]!.id,
      roundNumber: 1,
      status: 'finished',
      endsAt: new Date(kickOff.getTime() + 9 * MINUTE).toISOString(),
    });
    expect(details.nextBettableRoundId).toBe(world.rounds[2]!.id);
    // betting on round 3 closes at 80 % of round 2 (minute 16.2), before its 8-minute limit (minute 17)
    const closesAt = new Date(kickOff.getTime() + 16.2 * MINUTE).toISOString();
    expect(details.upcomingRounds[0]!.bettingClosesAt).toBe(closesAt);
    // the warning starts at 70 % of round 2 (minute 15.3), earlier than 15 s before the close
    const warnsAt = new Date(kickOff.getTime() + 15.3 * MINUTE).toISOString();
    expect(details.betting).toEqual({ status: 'open', closesAt, warnsAt });
    const secondHalf = details.upcomingRounds.find((round) => round.roundNumber === 6)!;
    expect(secondHalf).toMatchObject({
      halfNumber: 2,
      status: 'upcoming',
      startsAt: null,
      endsAt: null,
      bettingClosesAt: null,
    });

    expect(details.odds).toHaveLength(3);
    expect(details.odds).toContainEqual({
      _id: odd.id,
      eventType: odd.eventType,
      betType: 'over',
      threshold: 0.5,
      odds: 1.8,
      previousOdds: null,
    });
    expect(details.odds.map((entry) => entry._id)).not.toContain(world.odds[3]!.id);

    expect(details.currentUser).toEqual({ _id: idle!.id, role: 'player', chips: 100, eliminated: false });
    expect(Date.parse(details.serverTime)).toBeGreaterThanOrEqual(before);
  });

  it('shows every round as upcoming, with no round to time, before kick-off', async () => {
    const world = await insertMatch(testWorld.app.db, { halves: 1, roundsPerHalf: 2 });
    const lobby = await createLobbyAs(testWorld.app, host.headers, world.match.id);
    const details = await detailsAs(testWorld.app, host.headers, lobby._id);
    expect(details.activeRounds).toEqual([]);
    expect(details.lastEndedRound).toBeNull();
    expect(details.activeRoundNum).toBeNull();
    expect(details.upcomingRounds.map((round) => [round.roundNumber, round.startsAt])).toEqual([
      [1, null],
      [2, null],
    ]);
    expect(details.nextBettableRoundId).toBe(world.rounds[0]!.id);
    expect(details.betting).toEqual({ status: 'open', closesAt: null, warnsAt: null });
  });

  it('says who has bet on the round open for betting', async () => {
    const world = await insertMatch(testWorld.app.db, { halves: 1, roundsPerHalf: 2 });
    const lobby = await createLobbyAs(testWorld.app, host.headers, world.match.id);
    const [early, later, idle, gone] = await Promise.all([1, 2, 3, 4].map(() => testWorld.user()));
    const calls = lobbyCalls(testWorld.app);
    for (const player of [early!, later!, idle!, gone!]) await calls.join(player.headers, lobby.lobbyCode);
    const [round1, round2] = [world.rounds[0]!.id, world.rounds[1]!.id];
    const odd = world.odds[0]!;
    await testWorld.bet({ lobbyId: lobby._id, userId: early!.id, roundId: round1, odd, stake: 10 });
    await testWorld.bet({ lobbyId: lobby._id, userId: gone!.id, roundId: round1, odd, stake: 10 });
    await testWorld.bet({ lobbyId: lobby._id, userId: later!.id, roundId: round2, odd, stake: 10 });
    expect((await calls.leave(gone!.headers, lobby._id)).statusCode).toBe(200);

    const details = await detailsAs(testWorld.app, idle!.headers, lobby._id);
    expect(details.nextBettableRoundId).toBe(round1);
    // a member who left is not listed; a bet on a later round is not a bet on this one
    expect(details.betPlacedBy).toEqual([early!.id]);
  });

  it('answers 403 to a non-member, 404 for an unknown lobby and 400 for a malformed id', async () => {
    const world = await insertMatch(testWorld.app.db, { halves: 1, roundsPerHalf: 1 });
    const lobby = await createLobbyAs(testWorld.app, host.headers, world.match.id);
    const stranger = await testWorld.user();
    const calls = lobbyCalls(testWorld.app);
    const refused = await calls.details(stranger.headers, lobby._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('You are not a member of this lobby');
    const missing = await calls.details(stranger.headers, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Lobby not found');
    const malformed = await calls.details(stranger.headers, 'nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toContain('params.lobbyId');
  });
});
