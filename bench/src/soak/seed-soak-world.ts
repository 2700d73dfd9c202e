import { BUILT_IN_EVENT_TYPES, SEEDED_ODD_DRAFTS } from '@kickchips/core';
import { hashPassword } from '@kickchips/server/src/features/auth/password-hash';
import type { SoakDatabase } from './soak-database';
import { SOAK_EVENT_GAPS } from './soak-timeline';

export const SOAK_PASSWORD = 'soak-password-1';
/** Match minutes (seconds at 60x) per round: short, so that a short soak still plays many rounds. */
const ROUND_MINUTES = 6;

export type SoakAccount = { email: string; username: string };
export type SoakMatch = { matchId: string; halfMinutes: number; rounds: number };

/**
 * The soak's accounts, inserted with SQL: one scrypt hash made by the server's own hash function
 * and shared by all (hashing 200 passwords at production cost would take minutes); they still sign
 * in through the real login route, which verifies that hash.
 */
export async function insertSoakAccounts(
  db: SoakDatabase,
  count: number,
  log2Cost: number,
): Promise<SoakAccount[]> {
  const hash = await hashPassword(SOAK_PASSWORD, log2Cost);
  const accounts = Array.from({ length: count }, (_, i) => ({
    email: `soak-${i}@soak.test`,
    username: `soak${i}`,
  }));
  await db.query(
    `INSERT INTO users (name, email, username, password_hash)
     SELECT 'Soak ' || u, u || '@soak.test', replace(u, '-', ''), $2
     FROM unnest($1::text[]) AS u`,
    [accounts.map((a) => a.email.replace('@soak.test', '')), hash],
  );
  return accounts;
}

/**
 * A match of two halves of `halfMinutes`, each cut in 6-minute rounds, with the built-in event
 * types and the default odds on the types the timeline plays (the shape of the demo match).
 */
export async function insertSoakMatch(db: SoakDatabase, halfMinutes: number): Promise<SoakMatch> {
  const [match] = await db.query<{ id: string }>(
    // priced by hand with the default odds, as before automatic pricing: the soak's checks count on them
    `INSERT INTO matches (home_team, away_team, status, clock_speed, auto_pricing)
     VALUES ('Soak Rovers', 'Fault Town', 'scheduled', 60, false) RETURNING id`,
  );
  const matchId = match!.id;
  await db.query(
    `INSERT INTO match_event_types (match_id, event_type_id, position)
     SELECT $1, id, array_position($2::text[], name) FROM event_types WHERE kind = 'builtIn'`,
    [matchId, [...BUILT_IN_EVENT_TYPES]],
  );
  const roundsPerHalf = Math.max(1, Math.floor(halfMinutes / ROUND_MINUTES));
  for (const halfNumber of [1, 2]) {
    const [half] = await db.query<{ id: string }>(
      'INSERT INTO match_halves (match_id, half_number) VALUES ($1, $2) RETURNING id',
      [matchId, halfNumber],
    );
    for (let i = 0; i < roundsPerHalf; i++) {
      await db.query(
        `INSERT INTO match_rounds (match_id, half_id, round_number, start_minute, end_minute)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          matchId,
          half!.id,
          (halfNumber - 1) * roundsPerHalf + i + 1,
          i * ROUND_MINUTES,
          (i + 1) * ROUND_MINUTES,
        ],
      );
    }
  }
  for (const eventType of Object.keys(SOAK_EVENT_GAPS)) {
    for (const odd of SEEDED_ODD_DRAFTS) {
      await db.query(
        `INSERT INTO odds (match_id, event_type, bet_type, threshold, odds, name)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          matchId,
          eventType,
          odd.betType,
          odd.threshold,
          odd.odds,
          `${eventType} ${odd.betType} ${odd.threshold}`,
        ],
      );
    }
  }
  return { matchId, halfMinutes, rounds: roundsPerHalf * 2 };
}
