import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import type { LedgerEntry } from './post-ledger-entry';

export type LedgerBatchResult = { applied: number };

/** A member's run of rounds without a bet and role, set in the same statement as their balance. */
export type MemberStanding = { lobbyId: string; userId: string; inactiveStreak: number; role: string };

export type PostOptions = {
  /**
   * 'skip' (the default): an entry a unique key already holds is left out, as postLedgerEntry does.
   * 'abort': it fails the statement instead, for a caller that has already made sure no entry can
   * repeat (the game clock: a lobby's closure row decides who charges it); PostgreSQL then inserts
   * without first probing every unique key for a conflict, about a tenth of 5,000 penalties' write.
   */
  repeats?: 'skip' | 'abort';
};

/**
 * A column of values as an array parameter of `type`; when every value is the same (the clock's
 * penalties share their kind, round and amount) as that one value repeated by PostgreSQL, so that
 * thousands of copies are neither written nor parsed.
 */
function sqlColumn<T>(values: readonly T[], type: string): SQL {
  const first = values[0];
  if (values.length > 1 && values.every((value) => value === first)) {
    return sql`array_fill(${first}::${sql.raw(type)}, ARRAY[${values.length}::int])`;
  }
  // ids and numbers have no comma to escape: one joined string is cheaper to write and to parse
  // than an array literal of thousands of quoted elements
  if ((type === 'uuid' || type === 'int') && values.every((value) => value !== null && value !== undefined)) {
    return sql`string_to_array(${values.join(',')}, ',')::${sql.raw(type)}[]`;
  }
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}

/**
 * postLedgerEntry for many movements in one statement: the entries go in as arrays, the ledger's
 * unique keys skip repeats as before (ON CONFLICT DO NOTHING, unless `repeats` is 'abort'), and each player's cached balance
 * moves by the sum of their entries that went in, in the same statement. `standings`, when given,
 * are written by that same update of lobby_users (the game clock's inactive runs and auto-kicks),
 * so a player charged and counted is written once. A player's sum that would take the balance below
 * 0 fails the `chips >= 0` check, and an entry for someone outside the lobby throws; either aborts
 * the whole transaction.
 */
export async function postLedgerEntries(
  tx: Tx,
  entries: readonly LedgerEntry[],
  standings: readonly MemberStanding[] = [],
  { repeats = 'skip' }: PostOptions = {},
): Promise<LedgerBatchResult> {
  if (entries.length === 0 && standings.length === 0) return { applied: 0 };
  const column = <T>(pick: (entry: LedgerEntry) => T, type: string) => sqlColumn(entries.map(pick), type);
  const standing = <T>(pick: (member: MemberStanding) => T, type: string) =>
    sqlColumn(standings.map(pick), type);
  const result = await tx.execute(sql`
    WITH inserted AS (
      INSERT INTO chip_ledger (lobby_id, user_id, delta, kind, bet_id, round_id, settlement_version)
      SELECT * FROM unnest(
        ${column((e) => e.lobbyId, 'uuid')},
        ${column((e) => e.userId, 'uuid')},
        ${column((e) => e.delta, 'int')},
        ${column((e) => e.kind, 'text')},
        ${column((e) => e.betId ?? null, 'uuid')},
        ${column((e) => e.roundId ?? null, 'uuid')},
        ${column((e) => e.settlementVersion ?? 0, 'int')}
      )
      ${repeats === 'skip' ? sql`ON CONFLICT DO NOTHING` : sql``}
      RETURNING lobby_id, user_id, delta
    ), moves AS (
      SELECT lobby_id, user_id, sum(delta)::int AS delta, count(*)::int AS entries
      FROM inserted GROUP BY lobby_id, user_id
    ), standings AS (
      SELECT * FROM unnest(
        ${standing((m) => m.lobbyId, 'uuid')},
        ${standing((m) => m.userId, 'uuid')},
        ${standing((m) => m.inactiveStreak, 'int')},
        ${standing((m) => m.role, 'text')}
      ) AS s(lobby_id, user_id, inactive_streak, role)
    ), targets AS (
      SELECT coalesce(m.lobby_id, s.lobby_id) AS lobby_id, coalesce(m.user_id, s.user_id) AS user_id,
             coalesce(m.delta, 0) AS delta, s.inactive_streak, s.role
      FROM moves m FULL JOIN standings s ON s.lobby_id = m.lobby_id AND s.user_id = m.user_id
    ), moved AS (
      UPDATE lobby_users lu
      SET chips = lu.chips + t.delta,
          inactive_streak = coalesce(t.inactive_streak, lu.inactive_streak),
          role = coalesce(t.role, lu.role)
      FROM targets t WHERE lu.lobby_id = t.lobby_id AND lu.user_id = t.user_id
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM targets)::int AS members,
           (SELECT count(*) FROM moved)::int AS moved,
           (SELECT coalesce(sum(entries), 0) FROM moves)::int AS applied
  `);
  const [counts] = rowsOf<{ members: number; moved: number; applied: number }>(result);
  if (counts!.moved !== counts!.members)
    throw new Error('ledger entries for a user who is not in their lobby');
  return { applied: counts!.applied };
}
