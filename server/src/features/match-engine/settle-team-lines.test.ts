import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chipsOf, createEngineWorld, insertPlayers } from '../../../test/kits/engine-world';
import { bets, chipLedger, matchEvents, matchRounds, odds } from '../../db/schema';
import { ledgerMismatches } from '../ledger';
import { advanceMatches } from './advance-matches';
import { settleRound } from './settle-round';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1, 0);
const minute = (m: number) => new Date(KICK_OFF + m * 60_000);

/** Lines on a team settle on that team's count; a type's event without a team voids its team lines. */
describe('settling team lines', () => {
  const world = createEngineWorld();
  const roundId = () => world.rounds[0]!.id;
  let lobbyId: string;
  let users: { id: string }[];
  let untaggedGoalId: string;
  const teamOdd = async (eventType: string, team: 'home' | 'away', betType: 'over' | 'under') => {
    const [row] = await world.app.db
      .insert(odds)
      .values({
        matchId: world.match.id,
        eventType,
        team,
        betType,
        threshold: 0.5,
        odds: betType === 'over' ? 1.8 : 2,
        name: `${eventType} ${team} ${betType} 0.5`,
      })
      .returning();
    return row!;
  };
  const betOf = async (userId: string) =>
    (
      await world.app.db
        .select()
        .from(bets)
        .where(and(eq(bets.userId, userId), eq(bets.roundId, roundId())))
    )[0]!;
  const chips = () => Promise.all(users.map((u) => chipsOf(world.app, lobbyId, u.id)));

  beforeAll(async () => {
    const placed = await insertPlayers(world, world.match.id, 5);
    lobbyId = placed.lobby.id;
    users = placed.players;
    const lines = [
      await teamOdd('Corner', 'home', 'over'),
      await teamOdd('Corner', 'away', 'over'),
      await teamOdd('Corner', 'away', 'under'),
      await teamOdd('Goal', 'home', 'over'),
      world.odd('Goal', 'over'),
    ];
    for (const [i, odd] of lines.entries()) {
      await world.bet({
        lobbyId,
        userId: users[i]!.id,
        roundId: roundId(),
        odd,
        stake: 10,
        startingChips: 0,
      });
    }
    await world.call('POST', '/api/admin/game/start-half-1', { matchId: world.match.id });
    const event = (m: number, eventType: string, team: 'home' | 'away' | null) => ({
      matchId: world.match.id,
      eventType,
      team,
      timeStamp: minute(m),
    });
    const recorded = await world.app.db
      .insert(matchEvents)
      .values([
        event(1, 'Corner', 'home'),
        event(2, 'corner', 'home'),
        event(3, 'Goal', 'home'),
        event(4, 'Goal', null),
      ])
      .returning();
    untaggedGoalId = recorded[3]!.id;
    world.clock.set(minute(9).getTime());
    await advanceMatches(world.app.engine.context, world.clock.now());
  });

  it("settles each team line on its team's count, and voids the team lines of a type with an event without a team", async () => {
    expect(await settleRound(world.app.engine.context, roundId())).toMatchObject({ version: 1 });
    const results = await Promise.all(users.map(async (u) => betOf(u.id)));
    expect(results.map((b) => [b.team, b.status, b.payout])).toEqual([
      ['home', 'won', 18], // Corner by home OVER 0.5: two home corners
      ['away', 'lost', 0], // Corner by away OVER 0.5: none
      ['away', 'won', 20], // Corner by away UNDER 0.5
      ['home', 'void', 10], // Goal by home OVER 0.5: a goal of the round has no team, so refunded
      [null, 'won', 18], // Goal OVER 0.5 on the whole match counts both goals
    ]);
    const refunds = await world.app.db
      .select({ delta: chipLedger.delta })
      .from(chipLedger)
      .where(and(eq(chipLedger.kind, 'refund'), eq(chipLedger.betId, results[3]!.id)));
    expect(refunds).toEqual([{ delta: 10 }]);
    expect(await chips()).toEqual([108, 90, 110, 100, 108]);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });

  it("settles again once the goal's team is corrected: the voided team line is decided", async () => {
    await world.app.db.update(matchEvents).set({ team: 'away' }).where(eq(matchEvents.id, untaggedGoalId));
    await world.app.db.update(matchRounds).set({ settlementVersion: 2 }).where(eq(matchRounds.id, roundId()));
    expect(await settleRound(world.app.engine.context, roundId())).toMatchObject({ version: 2 });
    const goalByHome = await betOf(users[3]!.id);
    expect([goalByHome.status, goalByHome.payout]).toEqual(['won', 18]);
    // the refund of 10 is taken back and the win paid; nothing else moved
    expect(await chips()).toEqual([108, 90, 110, 108, 108]);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });
});
