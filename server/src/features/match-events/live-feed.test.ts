import { type LiveFeedItem, REMOVED_BY_HOST_TEXT } from '@kickchips/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngineWorld, insertPlayers } from '../../../test/kits/engine-world';
import { insertLobbyUser, type TestUser } from '../../../test/world';
import { lobbyUsers, matchHalves } from '../../db/schema';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1, 0);
const minute = (m: number) => KICK_OFF + m * 60_000;

/** A match of two halves of five 9-minute rounds, at clock speed 1, with a lobby on it. */
describe('GET /api/app/game/live-feed/{lobbyId}', () => {
  const world = createEngineWorld();
  let lobbyId: string;
  let player: TestUser;
  let spectator: TestUser;
  const feedAs = (user: TestUser, id = lobbyId) =>
    world.as(user).call('GET', `/api/app/game/live-feed/${id}`);
  const feed = async (user = player) => {
    const res = await feedAs(user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: LiveFeedItem[]; score: object; serverTime: string };
  };
  const record = async (payload: object) => {
    const res = await world.call('POST', '/api/admin/event', { match: world.match.id, ...payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.event as { _id: string };
  };

  beforeAll(async () => {
    const { lobby, players } = await insertPlayers(world, world.match.id, 1);
    lobbyId = lobby.id;
    player = players[0]!;
    spectator = await world.user();
    await insertLobbyUser(world.app.db, lobbyId, spectator.id, 'spectator');
  });

  it('is empty at 0–0 before anything happened', async () => {
    const data = await feed();
    expect(data.items).toEqual([]);
    expect(data.score).toEqual({ home: 0, away: 0 });
    expect(data.serverTime).toBe(new Date(world.clock.now()).toISOString());
  });

  it('lists the moments newest first, with minute, half, round and team; an undone one stays as a note', async () => {
    await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id });
    world.clock.set(minute(22.5));
    const goal = await record({ eventType: 'Goal', team: 'home' });
    world.clock.set(minute(30));
    const corner = await record({ eventType: 'Corner', team: 'away' });
    world.clock.set(minute(31));
    const undone = await record({ eventType: 'Goal', team: 'away' });
    expect((await world.call('DELETE', `/api/admin/event/delete-event/${undone._id}`)).statusCode).toBe(200);
    world.clock.set(minute(46.5));
    const late = await record({ eventType: 'Corner' });

    const data = await feed(spectator);
    expect(data.items).toEqual([
      {
        _id: late._id,
        eventType: 'Corner',
        minuteLabel: "45+2'",
        halfNumber: 1,
        timeStamp: new Date(minute(46.5)).toISOString(),
        undone: false,
      },
      {
        _id: undone._id,
        eventType: 'Goal',
        team: 'away',
        minuteLabel: "32'",
        halfNumber: 1,
        roundNumber: 4,
        timeStamp: new Date(minute(31)).toISOString(),
        undone: true,
      },
      {
        _id: corner._id,
        eventType: 'Corner',
        team: 'away',
        minuteLabel: "31'",
        halfNumber: 1,
        roundNumber: 4,
        timeStamp: new Date(minute(30)).toISOString(),
        undone: false,
      },
      {
        _id: goal._id,
        eventType: 'Goal',
        team: 'home',
        minuteLabel: "23'",
        halfNumber: 1,
        roundNumber: 3,
        timeStamp: new Date(minute(22.5)).toISOString(),
        undone: false,
      },
    ]);
    // the corner at 46' falls after the last round (minutes 36 to 45) of the half
    expect(data.items[0]).not.toHaveProperty('roundNumber');
    expect(data.items[0]).not.toHaveProperty('team');
    expect(data.score).toEqual({ home: 1, away: 0 });
  });

  it('follows a recorded event and a corrected team at once, and counts the second half from 46', async () => {
    await feed();
    world.clock.set(minute(47));
    await world.call('POST', '/api/admin/game/end-half', { matchId: world.match.id, halfNumber: 1 });
    await world.call('POST', '/api/admin/game/start-half-2', { matchId: world.match.id });
    const [half2] = await world.app.db
      .select()
      .from(matchHalves)
      .where(and(eq(matchHalves.matchId, world.match.id), eq(matchHalves.halfNumber, 2)));
    const start = half2!.startTime!.getTime();
    world.clock.set(start + 60_000);
    const equaliser = await record({ eventType: 'Goal' });
    let data = await feed();
    expect(data.items[0]).toMatchObject({
      _id: equaliser._id,
      minuteLabel: "47'",
      halfNumber: 2,
      roundNumber: 6,
    });
    expect(data.score).toEqual({ home: 1, away: 0 });

    const corrected = await world.call('PATCH', `/api/admin/event/${equaliser._id}`, { team: 'away' });
    expect(corrected.statusCode).toBe(200);
    data = await feed();
    expect(data.items[0]).toMatchObject({ _id: equaliser._id, team: 'away' });
    expect(data.score).toEqual({ home: 1, away: 1 });
  });

  it('answers members only, as the lobby details do', async () => {
    const stranger = await world.user();
    const refused = await feedAs(stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, error: 'You are not a member of this lobby' });

    const kicked = await world.user();
    await insertLobbyUser(world.app.db, lobbyId, kicked.id);
    await world.app.db
      .update(lobbyUsers)
      .set({ removedAt: new Date(world.clock.now()), removedBy: 'host', leftAt: new Date(world.clock.now()) })
      .where(and(eq(lobbyUsers.lobbyId, lobbyId), eq(lobbyUsers.userId, kicked.id)));
    const removed = await feedAs(kicked);
    expect([removed.statusCode, removed.json().error]).toEqual([403, REMOVED_BY_HOST_TEXT]);

    const missing = await feedAs(player, '00000000-0000-4000-8000-000000000000');
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'Lobby not found']);
    const malformed = await feedAs(player, 'nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toContain('params.lobbyId');
  });
});
