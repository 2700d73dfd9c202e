import {
  DEFAULT_PRICE_MARGIN,
  EVENT_RATES,
  NO_EVIDENCE,
  priceEventType,
  TEAM_SPLITS,
  teamRate,
} from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chipsOf, insertPlayers, TEST_START } from '../../../test/kits/engine-world';
import { createTestWorld, insertMatch, insertMatchEventTypes } from '../../../test/world';
import { bets, chipLedger, odds } from '../../db/schema';
import { ManualClock } from '../clock';
import { ledgerMismatches } from '../ledger';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1, 0);
const minute = (m: number) => KICK_OFF + m * 60_000;

/**
 * A match priced by the game with lines per team (issue "lines on a team"): priced from each team's
 * share and its own events, bet on through the API, settled on each team's count, voided when an
 * event of the type had no team, re-settled when its team is corrected, and switched off per match.
 */
describe('lines on a team, a whole match', () => {
  const clock = new ManualClock(TEST_START);
  const world = createTestWorld({ clock });
  let matchId: string;
  let rounds: { id: string }[];
  let admin: Awaited<ReturnType<typeof world.user>>;
  let lobbyId: string;
  let players: Awaited<ReturnType<typeof world.user>>[];
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: object) =>
    world.as(admin).call(method, url, body);
  const lines = async () =>
    world.app.db
      .select()
      .from(odds)
      .where(and(eq(odds.matchId, matchId), isNull(odds.deletedAt)));
  const teamLine = async (
    eventType: string,
    team: 'home' | 'away',
    betType: 'over' | 'under',
    threshold: number,
  ) =>
    (await lines()).find(
      (l) =>
        l.eventType === eventType && l.team === team && l.betType === betType && l.threshold === threshold,
    );
  const record = async (eventType: string, team?: 'home' | 'away') => {
    const res = await call('POST', '/api/admin/event', { match: matchId, eventType, ...(team && { team }) });
    expect(res.statusCode).toBe(200);
    return res.json().data.event._id as string;
  };
  const betOn = (player: number, oddsId: string, roundId: string) =>
    world.as(players[player]!).call('POST', '/api/app/game/place-bet', {
      lobbyId,
      oddsId,
      matchRoundId: roundId,
      stake: 10,
    });

  beforeAll(async () => {
    admin = await world.user({ role: 'admin' });
    const fixture = await insertMatch(world.app.db, { eventTypes: [], autoPricing: true });
    matchId = fixture.match.id;
    rounds = fixture.rounds;
    await insertMatchEventTypes(world.app.db, matchId, ['Goal', 'Corner', 'Throw']);
    ({
      lobby: { id: lobbyId },
      players,
    } = await insertPlayers(world, matchId, 3, { inactivityPenalty: 0 }));
  });

  it('offers lines per team on goals and corners, none on throw-ins, each priced within the rules', async () => {
    await world.app.engine.tick();
    const team = (await lines()).filter((l) => l.team !== null);
    expect(new Set(team.map((l) => `${l.eventType} ${l.team}`))).toEqual(
      new Set(['Goal home', 'Goal away', 'Corner home', 'Corner away']),
    );
    for (const l of team) {
      expect(l.pinned).toBe(false);
      expect(l.chance!).toBeGreaterThanOrEqual(0.05);
      expect(l.chance!).toBeLessThanOrEqual(0.95);
      expect(l.odds).toBeGreaterThanOrEqual(1.1);
      expect(l.chance! * l.odds).toBeLessThanOrEqual(1 / 1.06 + 1e-9);
    }
    // the home side's share of goals is the larger: its goal is likelier, so it pays less
    const homeGoal = (await teamLine('Goal', 'home', 'over', 0.5))!;
    const awayGoal = (await teamLine('Goal', 'away', 'over', 0.5))!;
    expect(homeGoal.odds).toBeLessThan(awayGoal.odds);
    const feed = await world.as(players[0]!).call('GET', `/api/app/odds/match/${matchId}`);
    const fed = feed.json().data.odds as { _id: string; team?: string }[];
    expect(fed.find((o) => o._id === homeGoal.id)?.team).toBe('home');
    expect(fed.filter((o) => o.team === undefined).length).toBeGreaterThan(0);
    const details = await world.as(players[0]!).call('GET', `/api/app/game/lobby-details/${lobbyId}`);
    expect(details.statusCode).toBe(200);
    const detailOdds = details.json().data.odds as { _id: string; team?: string }[];
    expect(detailOdds.find((o) => o._id === awayGoal.id)?.team).toBe('away');
  });

  it('copies the team of a team line into the bet, and own bets say it', async () => {
    const r1 = rounds[0]!.id;
    const placed = [
      await betOn(0, (await teamLine('Corner', 'home', 'over', 0.5))!.id, r1),
      await betOn(1, (await teamLine('Corner', 'away', 'over', 0.5))!.id, r1),
      await betOn(2, (await teamLine('Goal', 'home', 'over', 0.5))!.id, r1),
    ];
    expect(placed.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(placed.map((r) => r.json().data.bet.odds.team)).toEqual(['home', 'away', 'home']);
    const stored = await world.app.db.select({ team: bets.team }).from(bets).where(eq(bets.lobbyId, lobbyId));
    expect(stored.map((b) => b.team).sort()).toEqual(['away', 'home', 'home']);
    const own = await world.as(players[1]!).call('GET', `/api/app/user-bet/all?lobbyId=${lobbyId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.bets[0].odds).toMatchObject({ eventType: 'Corner', team: 'away' });
  });

  it("learns each team's rate from its own events", async () => {
    await call('POST', '/api/admin/game/start-half-1', { matchId });
    clock.set(minute(1));
    await record('Corner', 'home');
    await record('Corner', 'home');
    await record('Corner', 'home');
    clock.set(minute(3));
    await record('Goal');
    clock.set(minute(9));
    await world.app.engine.tick();
    // round 3 is priced: three home corners make the home team's corners likelier, the away team's less
    // so, than round 3 (minutes 18 to 27) would be with nothing recorded
    const unmoved = (team: 'home' | 'away') =>
      priceEventType(
        teamRate(EVENT_RATES.Corner!, TEAM_SPLITS.Corner!, team),
        { halfNumber: 1, startMinute: 18, endMinute: 27 },
        NO_EVIDENCE,
        DEFAULT_PRICE_MARGIN,
        [0.5],
      ).lines.find((l) => l.betType === 'over' && l.threshold === 0.5)!.chance;
    expect((await teamLine('Corner', 'home', 'over', 0.5))!.chance!).toBeGreaterThan(unmoved('home'));
    expect((await teamLine('Corner', 'away', 'over', 0.5))!.chance!).toBeLessThan(unmoved('away'));
  });

  it("settles round 1 on each team's count, and refunds the goal line: the round's goal has no team", async () => {
    const results = await world.app.db
      .select({ userId: bets.userId, status: bets.status, payout: bets.payout })
      .from(bets)
      .where(eq(bets.lobbyId, lobbyId));
    const byPlayer = players.map((p) => results.find((r) => r.userId === p.id)!);
    expect(byPlayer.map((b) => b.status)).toEqual(['won', 'lost', 'void']);
    expect(byPlayer[2]!.payout).toBe(10);
    const chips = await Promise.all(players.map((p) => chipsOf(world.app, lobbyId, p.id)));
    expect(chips[1]).toBe(90);
    expect(chips[2]).toBe(100);
    expect(chips[0]).toBe(90 + byPlayer[0]!.payout);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });

  it("settles the refunded goal line again when the goal's team is corrected", async () => {
    const events = (await call('GET', `/api/admin/event?matchId=${matchId}`)).json().data.events as {
      _id: string;
      eventType: string;
    }[];
    const goal = events.find((e) => e.eventType === 'Goal')!;
    const corrected = await call('PATCH', `/api/admin/event/${goal._id}`, { team: 'home' });
    expect(corrected.statusCode).toBe(200);
    await world.app.engine.tick();
    const [goalBet] = await world.app.db
      .select()
      .from(bets)
      .where(and(eq(bets.lobbyId, lobbyId), eq(bets.userId, players[2]!.id)));
    expect(goalBet!.status).toBe('won');
    expect(await chipsOf(world.app, lobbyId, players[2]!.id)).toBe(90 + goalBet!.payout);
    const reversed = await world.app.db
      .select({ delta: chipLedger.delta })
      .from(chipLedger)
      .where(and(eq(chipLedger.betId, goalBet!.id), eq(chipLedger.kind, 'reversal')));
    expect(reversed).toEqual([{ delta: -10 }]);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });

  it('switched off for the match, withdraws the automatic team lines, keeps a pinned one, and refuses bets on them', async () => {
    const pinned = (await teamLine('Corner', 'home', 'over', 0.5))!;
    const saved = await call('POST', '/api/admin/odds', {
      _id: pinned.id,
      match: matchId,
      eventType: 'Corner',
      betType: 'over',
      threshold: 0.5,
      odds: 1.5,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.odds).toMatchObject({ team: 'home', pinned: true, odds: 1.5 });
    const res = await call('PUT', `/api/admin/match/${matchId}/pricing`, { teamLines: false });
    expect(res.json().data).toEqual({ autoPricing: true, priceMargin: 0.06, teamLines: false });
    await world.app.engine.tick();
    const team = (await lines()).filter((l) => l.team !== null);
    expect(team.filter((l) => l.offered).map((l) => l.id)).toEqual([pinned.id]);
    expect((await lines()).some((l) => l.team === null && l.offered)).toBe(true);
    const withdrawn = team.find((l) => !l.offered)!;
    const refused = await betOn(0, withdrawn.id, rounds[2]!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('That line is not offered for this round');
  });

  it("copies the match's own lines to another match, never its lines on a team", async () => {
    const other = await insertMatch(world.app.db, { eventTypes: [] });
    const res = await call('POST', `/api/admin/match/${other.match.id}/copy-odds`, { fromMatchId: matchId });
    expect(res.statusCode).toBe(200);
    const copied = res.json().data.odds as { eventType: string; team?: string }[];
    expect(copied.length).toBeGreaterThan(0);
    expect(copied.some((o) => o.eventType === 'Corner')).toBe(true);
    expect(copied.every((o) => o.team === undefined)).toBe(true);
  });
});
