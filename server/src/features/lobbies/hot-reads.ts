import type { LobbyDelta, PushMessage } from '@kickchips/core';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { lobbyUsers } from '../../db/schema';
import { createHotCache } from '../hot-cache';
import { loadMatchSnapshot, type MatchSnapshot } from '../matches';
import type { MemberRow } from './load-members';
import { type LobbySnapshot, loadLobbySnapshot } from './lobby-snapshot';
import { snapshotWithBets } from './snapshot-with-bets';

export type HotReadsOptions = {
  /** How long an entry may live without a notice (the safety net for a lost one). */
  ttlMs?: number;
  maxLobbies?: number;
  maxMatches?: number;
  now?: () => number;
};

export type HotReads = {
  /**
   * The lobby and the caller's row in it; null when the caller is not a member. A caller memory
   * does not know is looked up in the database (they may have just joined through another instance
   * whose notice has not arrived); if they are there, memory was behind and is dropped.
   */
  lobbyMember(
    lobbyId: string,
    userId: string,
  ): Promise<{ snapshot: LobbySnapshot; member: MemberRow } | null>;
  /** Who removed this user from the lobby, when someone did; read from the database (a refusal's path only). */
  removal(lobbyId: string, userId: string): Promise<{ by: string | null } | null>;
  /** The match's snapshot, from memory when it has not changed; null when there is no such match. */
  match(matchId: string): Promise<MatchSnapshot | null>;
  /** Forgets what a notice says has changed. */
  apply(message: PushMessage): void;
};

function memberOf(snapshot: LobbySnapshot, userId: string): MemberRow | undefined {
  for (const row of snapshot.members) if (row.user._id === userId) return row;
  return undefined;
}

/** Bet notices kept for one lobby's next read; a lobby that piles up more is read again instead. */
const MAX_WAITING_BETS = 2000;

/** A few seconds: a screen polls every 2.5 s, and a change made without a notice shows after this. */
export const HOT_READS_TTL_MS = 3000;

/**
 * The hottest reads (every player's game screen polls its lobby's details) served from memory, per
 * lobby and per match, and forgotten on the notices every change publishes: `lobby.changed` drops
 * that lobby; the bets of a `lobby.delta` are applied to it at its next read (their numbers are
 * the bettors' after the bet, so applying them over a newer read changes nothing), one that adds
 * or removes members drops it; `match.changed` and `match.event` drop that match; `round.settled` drops the match
 * and every lobby on it (chips moved). So a thousand players polling one lobby cost the database one
 * read per change, or per `ttlMs` at most. Nothing cached depends on the time of the read.
 */
export function createHotReads(db: Db, options: HotReadsOptions = {}): HotReads {
  const ttlMs = options.ttlMs ?? HOT_READS_TTL_MS;
  const lobbies = createHotCache<string, LobbySnapshot>({
    ttlMs,
    maxEntries: options.maxLobbies ?? 5000,
    now: options.now,
  });
  const matches = createHotCache<string, MatchSnapshot | null>({
    ttlMs,
    maxEntries: options.maxMatches ?? 500,
    now: options.now,
  });

  /**
   * Bets told of by notices and not yet in the lobby's copy: applied at its next read, all at once
   * (one ranking for a burst of bets, however many notices brought them).
   */
  const waitingBets = new Map<string, LobbyDelta[]>();
  const forget = (lobbyId: string) => {
    waitingBets.delete(lobbyId);
    lobbies.invalidate(lobbyId);
  };
  const lobbySnapshot = async (lobbyId: string): Promise<LobbySnapshot> => {
    const snapshot = await lobbies.get(lobbyId, () => loadLobbySnapshot(db, lobbyId));
    const waiting = waitingBets.get(lobbyId);
    if (!waiting) return snapshot;
    waitingBets.delete(lobbyId);
    const next = snapshotWithBets(snapshot, waiting);
    lobbies.update(lobbyId, () => next);
    return next;
  };

  return {
    async lobbyMember(lobbyId, userId) {
      const cached = await lobbySnapshot(lobbyId);
      const known = memberOf(cached, userId);
      if (known) return { snapshot: cached, member: known };
      const fresh = await loadLobbySnapshot(db, lobbyId);
      const member = memberOf(fresh, userId);
      if (!member) return null;
      forget(lobbyId);
      return { snapshot: fresh, member };
    },
    async removal(lobbyId, userId) {
      const [row] = await db
        .select({ by: lobbyUsers.removedBy })
        .from(lobbyUsers)
        .where(
          and(
            eq(lobbyUsers.lobbyId, lobbyId),
            eq(lobbyUsers.userId, userId),
            isNotNull(lobbyUsers.removedAt),
          ),
        );
      return row ?? null;
    },
    match: (matchId) => matches.get(matchId, () => loadMatchSnapshot(db, matchId)),
    apply(message) {
      switch (message.type) {
        case 'lobby.changed':
          forget(message.lobbyId);
          return;
        case 'lobby.delta': {
          const waiting = waitingBets.get(message.lobbyId) ?? [];
          if (message.joined.length > 0 || message.left.length > 0 || waiting.length >= MAX_WAITING_BETS) {
            forget(message.lobbyId);
            return;
          }
          waitingBets.set(message.lobbyId, [...waiting, message]);
          return;
        }
        case 'match.changed':
        case 'match.event':
          matches.invalidate(message.matchId);
          return;
        case 'round.settled':
          matches.invalidate(message.matchId);
          lobbies.invalidateWhere((snapshot) => snapshot.lobby.matchId === message.matchId);
          // bets told of before the settlement must not bring back the chips it moved
          for (const lobbyId of [...waitingBets.keys()]) forget(lobbyId);
          return;
        default:
          return;
      }
    },
  };
}
