import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';

/** What the auth hook needs to know about a token's user; null when the user is gone, deleted or suspended. */
export type SessionState = { isAdmin: boolean; sessionVersion: number } | null;

export type SessionStateCache = {
  get(userId: string): Promise<SessionState>;
  /** Drops this instance's copy at once, after a logout, a reset or an admin change. */
  forget(userId: string): void;
};

/** A few seconds at most: how long a session ended through another server instance may linger here. */
export const SESSION_STATE_TTL_MS = 2000;
const MAX_ENTRIES = 10_000;

/**
 * Users' session state for the auth hook, kept `ttlMs` per user. Without it every authenticated
 * request would read its user's row, and the game screens poll every few seconds per player; with
 * it most of those reads go, while a logout, password reset, deletion or loss of admin rights made
 * through another server instance still takes effect here within `ttlMs`.
 */
export function createSessionStateCache(
  db: Db,
  ttlMs = SESSION_STATE_TTL_MS,
  now: () => number = () => performance.now(),
): SessionStateCache {
  const entries = new Map<string, { expiresAt: number; state: Promise<SessionState> }>();

  // built once and named: each read is a bind and an execute, with no query building or planning
  const read = db
    .select({ id: users.id, isAdmin: users.isAdmin, sessionVersion: users.sessionVersion })
    .from(users)
    .where(
      and(
        sql`${users.id} = ANY(${sql.placeholder('userIds')}::uuid[])`,
        isNull(users.deletedAt),
        isNull(users.suspendedAt),
      ),
    )
    .prepare('session_states');
  // the users asked for in one turn of the event loop are read together, in one round trip
  let batch: { userIds: Set<string>; states: Promise<Map<string, SessionState>> } | null = null;
  const readBatch = async (userIds: Set<string>) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    batch = null;
    const rows = await read.execute({ userIds: [...userIds] });
    return new Map(rows.map(({ id, ...state }) => [id, state]));
  };
  const load = async (userId: string): Promise<SessionState> => {
    if (!batch) {
      const userIds = new Set<string>();
      batch = { userIds, states: readBatch(userIds) };
    }
    batch.userIds.add(userId);
    return (await batch.states).get(userId) ?? null;
  };

  // entries are kept in the order they expire (each is set anew, never updated in place): the expired
  // ones, and beyond MAX_ENTRIES the oldest, are at the front, so pruning stops at the first one kept
  const prune = (at: number) => {
    for (const [userId, entry] of entries) {
      if (entry.expiresAt > at && entries.size < MAX_ENTRIES) return;
      entries.delete(userId);
    }
  };

  return {
    get(userId) {
      const at = now();
      const cached = entries.get(userId);
      if (cached && cached.expiresAt > at) return cached.state;
      entries.delete(userId);
      prune(at);
      // concurrent requests of one user share one read; a failed read is not kept
      const state = load(userId);
      const entry = { expiresAt: at + ttlMs, state };
      entries.set(userId, entry);
      state.catch(() => {
        if (entries.get(userId) === entry) entries.delete(userId);
      });
      return state;
    },
    forget(userId) {
      entries.delete(userId);
    },
  };
}
