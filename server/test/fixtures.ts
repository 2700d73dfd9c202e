import { randomBytes, randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../src/db/database';
import {
  bets,
  eventTypes,
  lobbies,
  lobbyUsers,
  matchEventTypes,
  matches,
  matchHalves,
  matchRounds,
  odds,
  users,
} from '../src/db/schema';
import { postLedgerEntry } from '../src/features/ledger/post-ledger-entry';

/** Rows inserted straight into the database, for tests that need a world to act on. */
export async function insertUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = randomUUID();
  const [row] = await db
    .insert(users)
    .values({
      id,
      name: `User ${id.slice(0, 4)}`,
      email: `${id}@example.test`,
      username: `u${id.slice(0, 8)}`,
      passwordHash: 'not-a-real-hash',
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A match with `halves` halves of `roundsPerHalf` rounds of `roundMinutes` minutes each, and one
 * over 0.5 and one under 0.5 odd per event type given.
 */
export async function insertMatch(
  db: Db,
  options: {
    halves?: number;
    roundsPerHalf?: number;
    roundMinutes?: number;
    eventTypes?: string[];
    clockSpeed?: number;
  } = {},
) {
  const {
    halves = 2,
    roundsPerHalf = 5,
    roundMinutes = 9,
    eventTypes = ['Goal', 'Corner'],
    clockSpeed = 1,
  } = options;
  const [match] = await db
    .insert(matches)
    .values({ homeTeam: 'Home FC', awayTeam: 'Away United', clockSpeed })
    .returning();
  const halfRows = [];
  const roundRows = [];
  for (let h = 1; h <= halves; h++) {
    const [half] = await db.insert(matchHalves).values({ matchId: match!.id, halfNumber: h }).returning();
    halfRows.push(half!);
    for (let r = 0; r < roundsPerHalf; r++) {
      const [round] = await db
        .insert(matchRounds)
        .values({
          matchId: match!.id,
          halfId: half!.id,
          roundNumber: (h - 1) * roundsPerHalf + r + 1,
          startMinute: r * roundMinutes,
          endMinute: (r + 1) * roundMinutes,
        })
        .returning();
      roundRows.push(round!);
    }
  }
  const oddRows = await db
    .insert(odds)
    .values(
      eventTypes.flatMap((eventType) => [
        {
          matchId: match!.id,
          eventType,
          betType: 'over',
          threshold: 0.5,
          odds: 1.8,
          name: `${eventType} over 0.5`,
        },
        {
          matchId: match!.id,
          eventType,
          betType: 'under',
          threshold: 0.5,
          odds: 2,
          name: `${eventType} under 0.5`,
        },
      ]),
    )
    .returning();
  return { match: match!, halves: halfRows, rounds: roundRows, odds: oddRows };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random 6-character code; collisions across a test run are negligible (32^6). */
function testLobbyCode(): string {
  return Array.from(randomBytes(6), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** A lobby on a match with its host; members join with `insertLobbyUser` (chips 0 until a start entry). */
export async function insertLobby(db: Db, matchId: string, hostUserId: string, settings: object = {}) {
  const [lobby] = await db
    .insert(lobbies)
    .values({ code: testLobbyCode(), matchId, hostUserId, settings, cardSeed: randomUUID() })
    .returning();
  return lobby!;
}

export async function insertLobbyUser(
  db: Db,
  lobbyId: string,
  userId: string,
  role: 'player' | 'spectator' = 'player',
) {
  const [row] = await db.insert(lobbyUsers).values({ lobbyId, userId, role, chips: 0 }).returning();
  return row!;
}

/** Event types configured for a match (created when missing), so that events of them can be recorded. */
export async function insertMatchEventTypes(db: Db, matchId: string, names: string[]) {
  await db
    .insert(eventTypes)
    .values(names.map((name) => ({ name, displayName: name, kind: 'builtIn' })))
    .onConflictDoNothing();
  const rows = await db.select().from(eventTypes).where(inArray(eventTypes.name, names));
  await db
    .insert(matchEventTypes)
    .values(rows.map((row) => ({ matchId, eventTypeId: row.id, position: names.indexOf(row.name) })))
    .onConflictDoNothing();
}

/**
 * A bet placed the way place-bet will: the player's 'start' entry first (once, `startingChips`),
 * then the bet with the odd's values copied in, and its stake leaving the chips through the ledger.
 */
export async function insertBet(
  db: Db,
  bet: {
    lobbyId: string;
    userId: string;
    roundId: string;
    odd: typeof odds.$inferSelect;
    stake: number;
    startingChips?: number;
    cardId?: string;
  },
) {
  return db.transaction(async (tx) => {
    const base = { lobbyId: bet.lobbyId, userId: bet.userId };
    await postLedgerEntry(tx, { ...base, delta: bet.startingChips ?? 100, kind: 'start' });
    const [row] = await tx
      .insert(bets)
      .values({
        ...base,
        roundId: bet.roundId,
        oddId: bet.odd.id,
        stake: bet.stake,
        multiplier: bet.odd.odds,
        eventType: bet.odd.eventType,
        betType: bet.odd.betType,
        threshold: bet.odd.threshold,
        cardId: bet.cardId ?? null,
      })
      .returning();
    await postLedgerEntry(tx, {
      ...base,
      delta: -bet.stake,
      kind: 'stake',
      betId: row!.id,
      roundId: bet.roundId,
    });
    return row!;
  });
}
