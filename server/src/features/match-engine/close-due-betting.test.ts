import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chipsOf, createEngineWorld, insertPlayers } from '../../../test/kits/engine-world';
import { bettingClosures, matchRounds } from '../../db/schema';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1, 0);
const minute = (m: number) => KICK_OFF + m * 60_000;

describe("the clock closes betting by each lobby's own settings", () => {
  const world = createEngineWorld();
  const lobbies: { id: string; players: string[] }[] = [];

  beforeAll(async () => {
    // two lobbies on the defaults (stored once with the keys in another order), one that bets late
    for (const settings of [
      { inactivityPenalty: 5, allowLateBetting: false },
      { allowLateBetting: false, inactivityPenalty: 5 },
      { inactivityPenalty: 7, allowLateBetting: true },
    ]) {
      const { lobby, players } = await insertPlayers(world, world.match.id, 2, settings);
      lobbies.push({ id: lobby.id, players: players.map((player) => player.id) });
    }
    const start = await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id });
    expect(start.statusCode).toBe(200);
  });

  const closedLobbies = async (roundId: string) =>
    (
      await world.app.db
        .select({ lobbyId: bettingClosures.lobbyId })
        .from(bettingClosures)
        .where(eq(bettingClosures.roundId, roundId))
    )
      .map((row) => row.lobbyId)
      .sort();
  const chips = () =>
    Promise.all(
      lobbies.map((lobby) => Promise.all(lobby.players.map((id) => chipsOf(world.app, lobby.id, id)))),
    );
  const roundClosedAt = async (roundId: string) =>
    (
      await world.app.db
        .select({ at: matchRounds.bettingClosedAt })
        .from(matchRounds)
        .where(eq(matchRounds.id, roundId))
    )[0]!.at;

  it('closes round 2 at 80 % of round 1 where late betting is off, and at its start where it is on', async () => {
    const round2 = world.rounds[1]!.id;
    world.clock.set(minute(8));
    await world.app.engine.tick();
    expect(await closedLobbies(round2)).toEqual([lobbies[0]!.id, lobbies[1]!.id].sort());
    // round 1 closed at kick-off for all three; round 2 so far only on the defaults
    expect(await chips()).toEqual([
      [90, 90],
      [90, 90],
      [93, 93],
    ]);
    expect(await roundClosedAt(round2)).toBeNull();

    world.clock.set(minute(9.5));
    await world.app.engine.tick();
    expect(await closedLobbies(round2)).toEqual(lobbies.map((lobby) => lobby.id).sort());
    expect(await chips()).toEqual([
      [90, 90],
      [90, 90],
      [86, 86],
    ]);
    // the round records the last lobby's close: the start of round 2
    expect((await roundClosedAt(round2))?.getTime()).toBe(minute(9));
  });
});
