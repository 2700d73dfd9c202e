import { LEAGUE_MAX_MEMBERS, LOBBY_CODE_ALPHABET } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, insertMatch, type TestUser } from '../../../test/world';
import { leagueMembers, lobbies, matchEvents } from '../../db/schema';

const world = createTestWorld();
let match: Awaited<ReturnType<typeof insertMatch>>;
let owner: TestUser;

const as = (user: TestUser) => world.as(user);
async function createLeague(user: TestUser, name = 'Friday Five') {
  const res = await as(user).call('POST', '/api/app/league', { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.league as { _id: string; name: string; inviteCode: string; owner: string };
}
const join = (user: TestUser, inviteCode: string) =>
  as(user).call('POST', '/api/app/league/join', { inviteCode });
const details = (user: TestUser, id: string) => as(user).call('GET', `/api/app/league/${id}`);

beforeAll(async () => {
  match = await insertMatch(world.app.db);
  owner = await world.user();
});

describe('leagues', () => {
  it('creates a league with an invite code in the lobby-code alphabet, owned by its first member', async () => {
    const league = await createLeague(owner);
    expect(league).toMatchObject({ name: 'Friday Five', owner: owner.id, memberCount: 1 });
    expect(league.inviteCode).toMatch(new RegExp(`^[${LOBBY_CODE_ALPHABET}]{6}$`));
    const mine = await as(owner).call('GET', '/api/app/league');
    expect(mine.json().data.leagues.map((l: { _id: string }) => l._id)).toContain(league._id);
  });

  it('refuses a blank or long name, naming the field', async () => {
    for (const name of ['  ', 'x'.repeat(41)]) {
      const res = await as(owner).call('POST', '/api/app/league', { name });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/name/);
    }
  });

  it('joins by invite code (any case), once, and shows the league only to its members', async () => {
    const league = await createLeague(owner);
    const friend = await world.user();
    const stranger = await world.user();
    expect((await details(stranger, league._id)).statusCode).toBe(403);

    expect((await join(friend, league.inviteCode.toLowerCase())).statusCode).toBe(200);
    const again = await join(friend, league.inviteCode);
    expect(again.json().data.league.memberCount).toBe(2);
    const res = await details(friend, league._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.members.map((m: { _id: string }) => m._id)).toEqual([owner.id, friend.id]);

    expect((await join(stranger, 'ZZZZZZ')).statusCode).toBe(404);
    expect((await join(stranger, 'abc')).statusCode).toBe(400);
    expect((await details(stranger, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it(`stops at ${LEAGUE_MAX_MEMBERS} members with a sentence`, async () => {
    const league = await createLeague(owner);
    const others = await Promise.all(Array.from({ length: LEAGUE_MAX_MEMBERS - 1 }, () => world.user()));
    await world.app.db
      .insert(leagueMembers)
      .values(others.map((user) => ({ leagueId: league._id, userId: user.id })));
    const late = await join(await world.user(), league.inviteCode);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(`This league is full: it has ${LEAGUE_MAX_MEMBERS} members`);
  });

  it('lets the owner rename and remove members; others get 403', async () => {
    const league = await createLeague(owner);
    const friend = await world.user();
    await join(friend, league.inviteCode);
    expect(
      (await as(friend).call('POST', `/api/app/league/${league._id}/rename`, { name: 'Mine' })).statusCode,
    ).toBe(403);
    const removeOwner = { userId: owner.id };
    expect(
      (await as(friend).call('POST', `/api/app/league/${league._id}/remove-member`, removeOwner)).statusCode,
    ).toBe(403);
    expect(
      (await as(owner).call('POST', `/api/app/league/${league._id}/rename`, { name: 'Sunday Six' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await as(owner).call('POST', `/api/app/league/${league._id}/remove-member`, removeOwner)).statusCode,
    ).toBe(400);
    const removed = await as(owner).call('POST', `/api/app/league/${league._id}/remove-member`, {
      userId: friend.id,
    });
    expect(removed.statusCode).toBe(200);
    expect((await details(friend, league._id)).statusCode).toBe(403);
    expect((await details(owner, league._id)).json().data.league.name).toBe('Sunday Six');
  });

  it('hands the league to the earliest-joined member when the owner leaves, and closes it with the last one', async () => {
    const league = await createLeague(owner);
    const first = await world.user();
    const second = await world.user();
    await join(first, league.inviteCode);
    await join(second, league.inviteCode);
    expect((await as(owner).call('POST', `/api/app/league/${league._id}/leave`)).statusCode).toBe(200);
    expect((await details(first, league._id)).json().data.league.owner).toBe(first.id);
    await as(first).call('POST', `/api/app/league/${league._id}/leave`);
    await as(second).call('POST', `/api/app/league/${league._id}/leave`);
    expect((await details(second, league._id)).statusCode).toBe(404);
  });

  it('creates league lobbies for members only, and makes the table from finished ones', async () => {
    const league = await createLeague(owner);
    const friend = await world.user();
    await join(friend, league.inviteCode);
    const outsider = await world.user();
    const refused = await as(outsider).call('POST', '/api/app/game/create-lobby', {
      matchId: match.match.id,
      leagueId: league._id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('League: you are not a member of this league');

    const made: string[] = [];
    for (let week = 1; week <= 2; week++) {
      const res = await as(owner).call('POST', '/api/app/game/create-lobby', {
        matchId: match.match.id,
        leagueId: league._id,
      });
      expect(res.statusCode, res.body).toBe(200);
      made.push(res.json().data.lobby._id);
    }
    const standing = (user: TestUser, rank: number, chips: number) => ({
      user: { _id: user.id, username: user.id === owner.id ? 'owner' : 'friend', name: '', avatarUrl: null },
      rank,
      chips,
      betsPlaced: 1,
      betsWon: 0,
      share: 0,
      won: rank === 1,
    });
    // what the clock's finishing step stores once per lobby
    await world.app.db
      .update(lobbies)
      .set({
        status: 'finished',
        finishedAt: new Date('2026-11-01T20:00:00Z'),
        finalStandings: [standing(owner, 1, 150), standing(friend, 2, 80)],
      })
      .where(eq(lobbies.id, made[0]!));

    // the score counts goals by team: not a deleted one, one without a team, nor a corner
    const at = new Date('2026-11-01T19:30:00Z');
    await world.app.db.insert(matchEvents).values(
      [
        { eventType: 'Goal', team: 'home' },
        { eventType: 'goal', team: 'home' },
        { eventType: 'Goal', team: 'away' },
        { eventType: 'Goal', team: 'away', deletedAt: at },
        { eventType: 'Goal', team: null },
        { eventType: 'Corner', team: 'away' },
      ].map((event) => ({ ...event, matchId: match.match.id, timeStamp: at })),
    );

    const res = await details(friend, league._id);
    const data = res.json().data;
    expect(data.lobbies.map((l: { score: object }) => l.score)).toEqual([
      { home: 2, away: 1 },
      { home: 2, away: 1 },
    ]);
    expect(data.standings).toEqual([
      expect.objectContaining({
        user: { _id: owner.id, name: expect.any(String) },
        rank: 1,
        played: 1,
        wins: 1,
        points: 5,
        chipsWon: 50,
        form: [1],
      }),
      expect.objectContaining({ rank: 2, played: 1, wins: 0, points: 3, chipsWon: -20, form: [2] }),
    ]);
    expect(data.lobbies.map((l: { _id: string }) => l._id).sort()).toEqual([...made].sort());
    expect(data.results).toEqual([
      {
        lobbyId: made[0],
        finishedAt: '2026-11-01T20:00:00.000Z',
        startingChips: 100,
        standings: [
          { userId: owner.id, rank: 1, chips: 150 },
          { userId: friend.id, rank: 2, chips: 80 },
        ],
      },
    ]);
    expect(data.lobbies.find((l: { _id: string }) => l._id === made[0]).winner).toBe('owner');
  });
});
