import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPlayers, TEST_START } from '../../../test/kits/engine-world';
import { createTestWorld, insertMatch, insertMatchEventTypes, type TestUser } from '../../../test/world';
import { openDatabase } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { odds } from '../../db/schema';
import { ManualClock } from '../clock';

const KICK_OFF = Date.UTC(2026, 0, 1, 12, 1, 0);
const SECOND_HALF = KICK_OFF + 60 * 60_000;
const ROUND_MINUTES = 9;
const ROUNDS_PER_HALF = 5;
/** When each client fires, around a round's start (ms): the clock's tick comes at +1 s. */
const OFFSETS = [-1000, -300, 0, 50, 400, 900, 1500, 2000];
const CLIENTS = ['a', 'b'] as const;
/** One bettor per offset, client and way of sending: a player bets on one round once. */
const BETTORS = OFFSETS.length * CLIENTS.length * 2;
const TYPES = ['Corner', 'Throw', 'Shot', 'Goal', 'Card', 'Free-Kick'];

/** A whole match's events: a seeded sequence, a few a minute, so that every round's prices move. */
function matchEvents(): { half: number; minute: number; eventType: string }[] {
  let seed = 7;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  const events = [];
  for (const half of [1, 2]) {
    for (let minute = 0; minute < ROUND_MINUTES * ROUNDS_PER_HALF; minute++) {
      const count = Math.floor(next() * 3);
      for (let i = 0; i < count; i++) {
        events.push({ half, minute: minute + next(), eventType: TYPES[Math.floor(next() * TYPES.length)]! });
      }
    }
  }
  return events;
}

type Sent = { status: number; roundId: string; oddId: string; withValue: boolean; retried: boolean };

/**
 * Issue 37 item 1, held where it broke: a bet that reaches a round in its first second, before the
 * clock's tick has priced it, must not take the round before's price. A whole match is replayed on
 * a manual clock; at every round's start, two clients (two server instances on PostgreSQL) fire bets
 * from 1 s before to 2 s after, half sending the price their slip showed (`oddsValue`, a 409 then
 * confirmed at the new price, as the slip does) and half without it, on the lines they saw before
 * the round started, a pinned line among them. Every accepted bet's price must be its round's.
 */
describe('a round opens with its own prices', () => {
  const clock = new ManualClock(TEST_START);
  const world = createTestWorld({ clock });
  const second = process.env.TEST_DATABASE_URL
    ? createTestWorld({
        clock,
        database: () =>
          openDatabase({
            databaseUrl: world.app.database.pool!.options.connectionString!,
            dataDir: 'memory://',
          }),
      })
    : world;
  let admin: TestUser;
  let matchId = '';
  let lobbyId = '';
  let rounds: { id: string; halfId: string; startMinute: number }[] = [];
  let players: TestUser[] = [];
  const sent: Sent[] = [];

  const offeredLines = async () =>
    world.app.db
      .select()
      .from(odds)
      .where(and(eq(odds.matchId, matchId), isNull(odds.deletedAt), eq(odds.offered, true)));

  const fire = async (player: TestUser, client: (typeof CLIENTS)[number], withValue: boolean, seen: Line) => {
    const caller = (client === 'a' ? world : second).as(player);
    const body = { lobbyId, oddsId: seen.id, matchRoundId: seen.roundId, stake: 1 };
    let res = await caller.call(
      'POST',
      '/api/app/game/place-bet',
      withValue ? { ...body, oddsValue: seen.odds } : body,
    );
    let retried = false;
    const moved = res.json().detail?.odds;
    if (withValue && res.statusCode === 409 && typeof moved === 'number') {
      retried = true;
      res = await caller.call('POST', '/api/app/game/place-bet', { ...body, oddsValue: moved });
    }
    sent.push({ status: res.statusCode, roundId: seen.roundId, oddId: seen.id, withValue, retried });
  };

  type Line = { id: string; odds: number; roundId: string };

  beforeAll(async () => {
    admin = await world.user({ role: 'admin' });
    const fixture = await insertMatch(world.app.db, {
      eventTypes: [],
      autoPricing: true,
      roundsPerHalf: ROUNDS_PER_HALF,
      roundMinutes: ROUND_MINUTES,
    });
    matchId = fixture.match.id;
    rounds = fixture.rounds;
    await insertMatchEventTypes(world.app.db, matchId, TYPES);
    const made = await insertPlayers(
      world,
      matchId,
      BETTORS,
      { startingChips: 10_000, inactivityPenalty: 0, enableBetChipCards: false, allowLateBetting: true },
      10_000,
    );
    lobbyId = made.lobby.id;
    players = made.players;
  });

  it('replays a match with bets fired around every round start: each accepted bet took its round’s price', async () => {
    const events = matchEvents();
    const as = world.as(admin);
    await world.app.engine.tick();
    // an admin's price on one line: it holds in every round
    const [toPin] = await offeredLines();
    await world.app.db.update(odds).set({ odds: 1.5, pinned: true }).where(eq(odds.id, toPin!.id));
    expect((await as.call('POST', '/api/admin/game/start-half-1', { matchId })).statusCode).toBe(200);
    let recorded = 0;
    const recordUntil = async (time: number) => {
      for (; recorded < events.length; recorded++) {
        const event = events[recorded]!;
        const start = event.half === 1 ? KICK_OFF : SECOND_HALF;
        const at = start + event.minute * 60_000;
        if (at > time) break;
        const res = await as.call('POST', '/api/admin/event', {
          match: matchId,
          eventType: event.eventType,
          timeStamp: new Date(at).toISOString(),
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    };
    for (const [index, round] of rounds.entries()) {
      const half = index < ROUNDS_PER_HALF ? 1 : 2;
      const start = (half === 1 ? KICK_OFF : SECOND_HALF) + round.startMinute * 60_000;
      if (index === ROUNDS_PER_HALF) {
        clock.set(KICK_OFF + 50 * 60_000);
        await recordUntil(clock.now().getTime());
        await world.app.engine.tick();
        expect(
          (await as.call('POST', '/api/admin/game/end-half', { matchId, halfNumber: 1 })).statusCode,
        ).toBe(200);
        clock.set(SECOND_HALF - 30_000);
        expect((await as.call('POST', '/api/admin/game/start-half-2', { matchId })).statusCode).toBe(200);
      }
      clock.set(start - 1500);
      await recordUntil(start - 1500);
      await world.app.engine.tick();
      // the lines each client's screen shows just before the round starts, and the round it offers
      const seen = await offeredLines();
      const seenRound = (offset: number) => (offset < 0 ? round.id : rounds[index + 1]?.id);
      let bettor = 0;
      for (const offset of OFFSETS) {
        clock.set(start + offset);
        if (offset === 1500) await world.app.engine.tick();
        await recordUntil(start + offset);
        const roundId = seenRound(offset);
        const volley = [];
        for (const client of CLIENTS) {
          for (const withValue of [true, false]) {
            const player = players[bettor++]!;
            const line = seen[(bettor * 7 + index) % seen.length]!;
            if (roundId)
              volley.push(fire(player, client, withValue, { id: line.id, odds: line.odds, roundId }));
          }
        }
        // the clients' bets of one moment go together, as they would from four screens
        await Promise.all(volley);
      }
    }

    const accepted = rowsOf<{
      roundId: string;
      multiplier: number;
      price: number | null;
      roundNumber: number;
    }>(
      await world.app.db.execute(sql`
        SELECT b.round_id AS "roundId", b.multiplier, rp.odds AS price, r.round_number AS "roundNumber"
        FROM bets b JOIN match_rounds r ON r.id = b.round_id
        LEFT JOIN round_prices rp ON rp.round_id = b.round_id AND rp.odd_id = b.odd_id
        WHERE b.lobby_id = ${lobbyId}`),
    );
    const fired = sent.length;
    const okCount = sent.filter((s) => s.status === 200).length;
    expect(accepted.length).toBe(okCount);
    // every round after the first took bets in its first second, before the clock's tick priced it
    const early = new Set(sent.filter((s) => s.status === 200).map((s) => s.roundId));
    expect(early.size).toBe(rounds.length);
    for (const bet of accepted) {
      expect(bet.price, `a bet on round ${bet.roundNumber} at a price never made for it`).not.toBeNull();
      expect(bet.multiplier).toBe(bet.price);
    }
    // the refusals are the rules': windows closed before a round's start, lines the new round does not offer
    for (const s of sent.filter((x) => x.status !== 200)) expect([400, 409]).toContain(s.status);
    const confirmed = sent.filter((s) => s.retried && s.status === 200).length;
    expect(confirmed).toBeGreaterThan(0);
    console.info(
      `round opening prices: ${fired} bets fired at ${rounds.length} round starts, ${okCount} accepted, ` +
        `${confirmed} after a 409 named the new price; none took an earlier price`,
    );
  });
});
