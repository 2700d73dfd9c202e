import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chipsOf, createEngineWorld, insertPlayers, ledgerOf } from '../../../test/kits/engine-world';
import { auditLog, bets, cards, lobbyUsers } from '../../db/schema';
import { ledgerMismatches } from '../ledger';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1, 0);
const minute = (m: number) => KICK_OFF + m * 60_000;

describe('settlement rules: cards, corrections of chips already staked, auto-kick, elimination', () => {
  const world = createEngineWorld();
  let calm: { lobbyId: string; a: string; b: string };
  let tournament: { lobbyId: string; c: string; d: string };
  const member = async (lobbyId: string, userId: string) =>
    (
      await world.app.db
        .select()
        .from(lobbyUsers)
        .where(and(eq(lobbyUsers.lobbyId, lobbyId), eq(lobbyUsers.userId, userId)))
    )[0]!;

  beforeAll(async () => {
    const r1 = world.rounds[0]!;
    const first = await insertPlayers(world, world.match.id, 2, { inactivityPenalty: 0 });
    calm = { lobbyId: first.lobby.id, a: first.players[0]!.id, b: first.players[1]!.id };
    const [boost] = await world.app.db
      .insert(cards)
      .values({ lobbyId: calm.lobbyId, userId: calm.b, kind: 'boost' })
      .returning();
    const over = world.odd('Goal', 'over');
    await world.bet({
      lobbyId: calm.lobbyId,
      userId: calm.a,
      roundId: r1.id,
      odd: over,
      stake: 50,
    });
    await world.bet({
      lobbyId: calm.lobbyId,
      userId: calm.b,
      roundId: r1.id,
      odd: over,
      stake: 10,
      cardId: boost!.id,
    });

    const settings = {
      autoKickInactive: true,
      isTournament: true,
      eliminationThreshold: 50,
      inactivityPenalty: 20,
    };
    const second = await insertPlayers(world, world.match.id, 2, settings);
    tournament = { lobbyId: second.lobby.id, c: second.players[0]!.id, d: second.players[1]!.id };
    await world.bet({
      lobbyId: tournament.lobbyId,
      userId: tournament.d,
      roundId: r1.id,
      odd: world.odd('Goal', 'under'),
      stake: 60,
    });
  });

  it('pays a card effect, and eliminates a tournament player below the threshold', async () => {
    await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id });
    world.clock.set(KICK_OFF);
    await world.app.engine.tick();
    world.clock.set(minute(2));
    await world.call('POST', '/api/admin/event', { match: world.match.id, eventType: 'Goal' });
    world.clock.set(minute(9));
    await world.app.engine.tick();
    // A: 50 x 1.8; B: 10 x 1.8 = 18, boosted x 1.5 = 27
    expect(await chipsOf(world.app, calm.lobbyId, calm.a)).toBe(140);
    expect(await chipsOf(world.app, calm.lobbyId, calm.b)).toBe(117);
    // D lost 60 and paid 20 for round 2: 20 chips, under the threshold of 50
    expect(await member(tournament.lobbyId, tournament.d)).toMatchObject({ chips: 20, eliminated: true });
    expect(await member(tournament.lobbyId, tournament.c)).toMatchObject({ chips: 60, eliminated: false });
  });

  it('voids a later bet the player could not have covered when a correction reverses the payout they staked', async () => {
    await world.bet({
      lobbyId: calm.lobbyId,
      userId: calm.a,
      roundId: world.rounds[2]!.id,
      odd: world.odd('Corner', 'over'),
      stake: 135,
    });
    const [goal] = (await world.call('GET', `/api/admin/event?matchId=${world.match.id}`)).json().data.events;
    expect((await world.call('DELETE', `/api/admin/event/delete-event/${goal._id}`)).statusCode).toBe(200);

    // A staked 135 of the 140 the goal had given: without it A had 50, so that bet is void, its
    // stake back, and nothing is written off
    expect(await chipsOf(world.app, calm.lobbyId, calm.a)).toBe(50);
    const ledger = await ledgerOf(world.app, calm.lobbyId, calm.a);
    expect(ledger).toContainEqual({ kind: 'reversal', delta: -90, version: 2 });
    expect(ledger).toContainEqual({ kind: 'refund', delta: 135, version: 1 });
    const [later] = await world.app.db.select().from(bets).where(eq(bets.roundId, world.rounds[2]!.id));
    expect(later).toMatchObject({
      status: 'void',
      payout: 135,
      voidReason: 'Void: after a correction to round 1, your chips did not cover this stake',
    });
    expect(await chipsOf(world.app, calm.lobbyId, calm.b)).toBe(90);
    const resettled = await world.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'round'), eq(auditLog.entityId, world.rounds[0]!.id)));
    expect(resettled.map((row) => row.detail)).toContainEqual(expect.objectContaining({ resettled: 2 }));
    expect(JSON.stringify(resettled.map((row) => row.detail))).not.toContain('shortfall');
    // the correction made D's under bet a winner: 20 + 120, back in the tournament
    expect(await member(tournament.lobbyId, tournament.d)).toMatchObject({ chips: 140, eliminated: false });
  });

  it('makes a player a spectator after 3 rounds in a row without a bet (autoKickInactive)', async () => {
    world.clock.set(minute(17));
    await world.app.engine.tick();
    expect(await member(tournament.lobbyId, tournament.c)).toMatchObject({
      chips: 40,
      role: 'spectator',
      inactiveStreak: 3,
    });
    expect(await member(tournament.lobbyId, tournament.d)).toMatchObject({
      chips: 120,
      role: 'player',
      inactiveStreak: 2,
    });
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });
});
